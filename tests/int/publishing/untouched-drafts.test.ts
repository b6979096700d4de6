import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nothingWrittenYet } from '@/admin/translations/missing-french'
import { leaveOutUntouchedDrafts, removeUntouchedDrafts } from '@/publishing/untouched-drafts'

import { testPayload } from '../../helpers/payload'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

/**
 * "Create New" on pages saves a draft as the page opens (Payload's document view does, with
 * autosave). One nobody writes in stays out of the lists, is not called "Complete" in French, and
 * is removed a day later; one written in is kept like any other.
 */

let payload: Payload
let users: RoleUsers
let editorReq: PayloadRequest

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  const editor = await payload.findByID({ collection: 'users', id: users.editor.id, depth: 0 })
  editorReq = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

/** What the admin's document view does on "Create New": an empty draft, as the editor. */
const createNew = () =>
  payload.create({
    collection: 'pages',
    data: {},
    draft: true,
    depth: 0,
    fallbackLocale: false,
    overrideAccess: false,
    req: editorReq,
    user: editorReq.user,
  })

/** The pages the admin's list shows (its base filter applied), by id. */
const listed = async () =>
  (
    await payload.find({
      collection: 'pages',
      draft: true,
      where: leaveOutUntouchedDrafts(),
      pagination: false,
      depth: 0,
    })
  ).docs.map(({ id }) => id)

describe('a draft made by “Create New”', () => {
  it('is left out of the list and is not complete in French until someone writes in it', async () => {
    const untouched = await createNew()
    const written = await createNew()
    expect(untouched).toMatchObject({ startedEmpty: true, translationStatus: 'missing' })
    expect(untouched.missingFrench).toBe(nothingWrittenYet)

    // The editor types a title: autosave saves the draft, which is an ordinary one from then on.
    await payload.update({
      collection: 'pages',
      id: written.id,
      data: { title: 'Offers for Côte d’Ivoire' },
      draft: true,
      autosave: true,
      overrideAccess: false,
      req: editorReq,
      user: editorReq.user,
    })
    const ids = await listed()
    expect(ids).not.toContain(untouched.id)
    expect(ids).toContain(written.id)
    const draft = await payload.findByID({ collection: 'pages', id: written.id, draft: true })
    expect(draft).toMatchObject({ startedEmpty: false, translationStatus: 'missing' })
    expect(draft.missingFrench).toContain('Title')

    // A client cannot mark or unmark one.
    const forged = await payload.create({
      collection: 'pages',
      data: { title: 'Forged', startedEmpty: true },
      draft: true,
      overrideAccess: false,
      req: editorReq,
      user: editorReq.user,
    })
    expect(forged.startedEmpty).toBe(false)

    // A day later, the untouched one is removed and the others stay.
    expect(await removeUntouchedDrafts(payload, ['pages'], new Date())).toBe(0)
    const removed = await removeUntouchedDrafts(
      payload,
      ['pages'],
      new Date(Date.now() + 25 * 60 * 60 * 1000),
    )
    expect(removed).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'pages',
      draft: true,
      where: { id: { in: [untouched.id, written.id, forged.id] } },
      depth: 0,
    })
    expect(left.docs.map(({ id }) => id).sort()).toEqual([written.id, forged.id].sort())
    await payload.delete({ collection: 'pages', where: { id: { in: [written.id, forged.id] } } })
  })
})
