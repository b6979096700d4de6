import { createLocalReq, Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/publishing/schedule/access'

import { testPayload } from '../../helpers/payload'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

/**
 * The admin's schedule-publish function (the drawer beside Publish): only someone who may publish
 * a document schedules for it, and a schedule deleted with it must be that document's own. Payload's
 * own function checks only that the caller may use the admin, and deletes any job by id.
 */

let payload: Payload
let users: RoleUsers
let productId: number
let postingId: number

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  const { docs } = await payload.find({ collection: 'products', limit: 1, depth: 0 })
  productId = docs[0]!.id
  const { docs: postings } = await payload.find({ collection: 'job-postings', limit: 1, depth: 0 })
  postingId = postings[0]!.id
})

afterAll(async () => {
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'schedulePublish' } },
  })
  await deleteRoleUsers(payload, users)
})

async function reqAs(role: 'editor' | 'recruiter') {
  const user = await payload.findByID({ collection: 'users', id: users[role].id, depth: 0 })
  return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000)
const product = () => ({ relationTo: 'products' as const, value: productId })
const posting = () => ({ relationTo: 'job-postings' as const, value: postingId })

const schedulesOf = async (doc: { relationTo: string; value: number }) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { 'input.doc.relationTo': { equals: doc.relationTo } },
          { 'input.doc.value': { equals: doc.value } },
        ],
      },
      depth: 0,
    })
  ).docs

async function editorSchedulesTheProduct(): Promise<number | string> {
  const before = (await schedulesOf(product())).map((job) => job.id)
  await guardedSchedulePublish({
    type: 'unpublish',
    date: inAWeek(),
    doc: product(),
    req: await reqAs('editor'),
  } as never)
  const made = (await schedulesOf(product())).find((job) => !before.includes(job.id))
  expect(made, "the editor's schedule").toBeDefined()
  return made!.id
}

describe('scheduled publishing from the admin', () => {
  it('lets an editor schedule and cancel a product they may publish', async () => {
    const job = await editorSchedulesTheProduct()
    await guardedSchedulePublish({
      type: 'unpublish',
      date: inAWeek(),
      deleteID: job,
      doc: product(),
      req: await reqAs('editor'),
    } as never)
    expect((await schedulesOf(product())).map((scheduled) => scheduled.id)).not.toContain(job)
  })

  it("refuses a recruiter who cancels an editor's schedule by its id, and keeps it", async () => {
    const job = await editorSchedulesTheProduct()
    for (const doc of [product(), posting()]) {
      await expect(
        guardedSchedulePublish({
          type: 'unpublish',
          date: inAWeek(),
          deleteID: job,
          doc,
          req: await reqAs('recruiter'),
        } as never),
        doc.relationTo,
      ).rejects.toBeInstanceOf(Forbidden)
    }
    expect((await schedulesOf(product())).map((scheduled) => scheduled.id)).toContain(job)
  })

  it('refuses a recruiter who schedules a product, and queues nothing', async () => {
    const before = (await schedulesOf(product())).length
    await expect(
      guardedSchedulePublish({
        type: 'publish',
        date: inAWeek(),
        doc: product(),
        req: await reqAs('recruiter'),
      } as never),
    ).rejects.toBeInstanceOf(Forbidden)
    expect(await schedulesOf(product())).toHaveLength(before)
  })
})
