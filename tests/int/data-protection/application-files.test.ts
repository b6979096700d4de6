import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sweepOrphanedFiles } from '../../../src/server/storage/orphan-sweep'
import { inTransaction } from '../../../src/server/database/transaction'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { pdfBytes } from '../access/fixtures'
import { newEmail, prepareRetentionContext, storePerson, whatRemains } from './fixtures'

/** Résumés and cover letters go with the application they belong to, by every path. */
const context = prepareRetentionContext()

let users: RoleUsers

beforeAll(async () => {
  users = await createRoleUsers(context.payload)
})

afterAll(async () => {
  await deleteRoleUsers(context.payload, users)
})

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000)

/** Runs the queued removals of deleted leads' files, as the job queue would. */
const runQueuedJobs = () =>
  context.payload.jobs.run({
    queue: 'default',
    where: { taskSlug: { equals: 'removeStoredFiles' } },
    limit: 1000,
  })

describe('deleting a lead', () => {
  it('over REST, as an admin, takes its status history, its timeline and its answer attachments, their files after the commit', async () => {
    const { payload } = context
    const person = await storePerson(payload, newEmail('lead-deleted'))
    const id = person.submissions['quote-requests']
    const response = await rest('DELETE', `/api/quote-requests/${id}`, { token: users.admin.token })
    expect(response.status).toBe(200)
    const ofTheLead = {
      submissionCollection: { equals: 'quote-requests' },
      submissionId: { equals: id },
    } as const
    for (const collection of ['status-changes', 'lead-activities', 'answer-files'] as const) {
      const { totalDocs } = await payload.count({ collection, where: ofTheLead })
      expect(totalDocs, collection).toBe(0)
    }
    expect(await whatRemains(payload, person)).toMatchObject({
      answerFileRows: 0,
      answerFilesOnDisk: 1,
    })

    await runQueuedJobs()
    expect((await whatRemains(payload, person)).answerFilesOnDisk).toBe(0)
    // The person's other leads keep theirs.
    expect((await whatRemains(payload, person)).timelineEntries).toBe(4)
  })
})

describe('deleting a career application', () => {
  it('deletes its file rows with it, and its stored files once the deletion is committed', async () => {
    const { payload } = context
    const person = await storePerson(payload, newEmail('deleted'))
    await payload.delete({
      collection: 'career-applications',
      id: person.submissions['career-applications'],
    })
    const afterCommit = await whatRemains(payload, person)
    expect(afterCommit.submissions).not.toContain('career-applications')
    expect(afterCommit.fileRows).toBe(0)

    await runQueuedJobs()
    expect((await whatRemains(payload, person)).filesOnDisk).toBe(0)
  })

  it('over REST, as an admin, deletes its file rows with it and its stored files after the commit', async () => {
    const { payload } = context
    const person = await storePerson(payload, newEmail('rest-deleted'))
    const response = await rest(
      'DELETE',
      `/api/career-applications/${person.submissions['career-applications']}`,
      { token: users.admin.token },
    )
    expect(response.status).toBe(200)
    const afterCommit = await whatRemains(payload, person)
    expect(afterCommit.submissions).not.toContain('career-applications')
    expect(afterCommit.fileRows).toBe(0)

    await runQueuedJobs()
    expect((await whatRemains(payload, person)).filesOnDisk).toBe(0)
  })

  it('keeps the application, its file rows and its stored files when the deletion is rolled back', async () => {
    const { payload } = context
    const person = await storePerson(payload, newEmail('kept'))
    await expect(
      inTransaction(payload, async (req) => {
        await payload.delete({
          collection: 'career-applications',
          id: person.submissions['career-applications'],
          req,
        })
        throw new Error('the rest of the unit of work failed')
      }),
    ).rejects.toThrow('the rest of the unit of work failed')

    await runQueuedJobs()
    const remains = await whatRemains(payload, person)
    expect(remains.submissions).toContain('career-applications')
    expect(remains.fileRows).toBe(2)
    expect(remains.filesOnDisk).toBe(2)
  })
})

describe('the nightly sweep', () => {
  it('removes stored files with no row once they are an hour old, and nothing else', async () => {
    const { payload } = context
    const dir = payload.collections['application-files'].config.upload.staticDir!
    const orphan = async (modifiedAt: Date) => {
      const file = path.join(dir, `orphan-${randomUUID()}.pdf`)
      await writeFile(file, pdfBytes)
      await utimes(file, modifiedAt, modifiedAt)
      return file
    }
    const oldOrphan = await orphan(twoHoursAgo())
    const newOrphan = await orphan(new Date())
    const person = await storePerson(payload, newEmail('swept'))
    for (const { path: stored } of person.files) await utimes(stored, twoHoursAgo(), twoHoursAgo())

    const removed = await sweepOrphanedFiles(payload, 'application-files')

    expect(removed).toBeGreaterThanOrEqual(1)
    expect(existsSync(oldOrphan)).toBe(false)
    expect(existsSync(newOrphan)).toBe(true)
    expect((await whatRemains(payload, person)).filesOnDisk).toBe(2)
    await rm(newOrphan)
  })

  it('logs how many stored files it removed, and none of their names', async () => {
    const { payload } = context
    const dir = payload.collections['application-files'].config.upload.staticDir!
    const names = [`orphan-${randomUUID()}.pdf`, `orphan-${randomUUID()}.pdf`]
    for (const name of names) {
      const file = path.join(dir, name)
      await writeFile(file, pdfBytes)
      await utimes(file, twoHoursAgo(), twoHoursAgo())
    }
    const logged = vi.spyOn(payload.logger, 'info')
    try {
      const removed = await sweepOrphanedFiles(payload, 'application-files')

      expect(removed).toBeGreaterThanOrEqual(names.length)
      const lines = logged.mock.calls.map((call) => call.map(String).join(' '))
      expect(lines.filter((line) => line.startsWith('Application files: '))).toEqual([
        `Application files: removed ${removed} stored file(s) with no row`,
      ])
      for (const name of names) {
        expect(existsSync(path.join(dir, name))).toBe(false)
        for (const line of lines) expect(line).not.toContain(name)
      }
    } finally {
      logged.mockRestore()
    }
  })
})
