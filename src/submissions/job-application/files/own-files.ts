import type { FilterOptions, Where } from 'payload'

import { applicationFileIds } from './rows'

const onlyFiles = (ids: number[]): Where | false => (ids.length ? { id: { in: ids } } : false)

/**
 * The files a career application's résumé and cover letter may point to: only those sent with
 * it, never another candidate's. A stored application keeps its own; one that staff record (a
 * candidate who applied by e-mail) takes only files no application holds yet, uploaded for it.
 * As `filterOptions`, this is both what "Choose from existing" lists and what validation accepts
 * from any user, over REST too. The server's own writes (no user) are not restricted: the form's
 * pipeline stores the files it received itself.
 */
export const filesOfThisApplication: FilterOptions = async ({ id, data, req, user }) => {
  if (!user) return true
  if (id !== undefined && id !== null) {
    const stored = await req.payload.db.findOne<{ id: number }>({
      collection: 'career-applications',
      where: { id: { equals: id } },
      req,
    })
    return onlyFiles(stored ? applicationFileIds(stored) : [])
  }
  const chosen = applicationFileIds(data ?? {})
  if (chosen.length === 0) return false
  const { docs: holders } = await req.payload.find({
    collection: 'career-applications',
    where: { or: [{ resume: { in: chosen } }, { coverLetter: { in: chosen } }] },
    select: { resume: true, coverLetter: true },
    pagination: false,
    depth: 0,
    req,
  })
  const held = new Set(holders.flatMap(applicationFileIds))
  return onlyFiles(chosen.filter((file) => !held.has(file)))
}
