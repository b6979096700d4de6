import {
  canAccessAdmin,
  docAccessOperation,
  docAccessOperationGlobal,
  Forbidden,
  type PayloadRequest,
  type ServerFunction,
} from 'payload'
import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'

type Target = Pick<SchedulePublishHandlerArgs, 'doc' | 'global'>

/** Whether the signed-in user may publish the document or global a schedule is for. */
async function mayPublish(req: PayloadRequest, { doc, global }: Target): Promise<boolean> {
  const data = { _status: 'published' }
  if (doc && !global) {
    const collection = req.payload.collections[doc.relationTo]
    if (!collection?.config.versions?.drafts) return false
    return Boolean((await docAccessOperation({ id: doc.value, collection, data, req })).update)
  }
  if (global && !doc) {
    const globalConfig = req.payload.config.globals.find(({ slug }) => slug === global)
    if (!globalConfig?.versions?.drafts) return false
    return Boolean((await docAccessOperationGlobal({ globalConfig, data, req })).update)
  }
  return false
}

/** Whether a scheduled publish job is for exactly this document or global. */
async function isScheduleOf(req: PayloadRequest, jobID: number | string, { doc, global }: Target) {
  const job = await req.payload.db.findOne<{ id: number | string; input?: Target }>({
    collection: 'payload-jobs',
    where: { and: [{ id: { equals: jobID } }, { taskSlug: { equals: 'schedulePublish' } }] },
    req,
  })
  const input = job?.input
  if (!input) return false
  return doc
    ? input.doc?.relationTo === doc.relationTo && String(input.doc?.value) === String(doc.value)
    : input.global === global
}

/**
 * Payload's `schedule-publish` admin function, checked first: its own check is only that the
 * caller may use the admin, after which it queues a publish, or deletes any scheduled job by id,
 * with access overridden. Only someone who may publish the document (or global) schedules for it,
 * and a deleted schedule must be that document's own.
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args
  await canAccessAdmin({ req })
  const target = { doc: args.doc, global: args.global }
  if (!(await mayPublish(req, target))) throw new Forbidden(req.t)
  if (args.deleteID !== undefined && !(await isScheduleOf(req, args.deleteID, target))) {
    throw new Forbidden(req.t)
  }
  return schedulePublishHandler(args)
}
