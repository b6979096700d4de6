import type { Access, Where } from 'payload'

import { userHasRole } from '@/access/roles'

import { deskRoles } from '../worked-types'

/**
 * Tasks are read and changed by admins, and by those who work the desk for their own: the tasks
 * assigned to them and those they set for others.
 */
export const ownTasks: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user || !userHasRole(req.user, ...deskRoles)) return false
  const own: Where = {
    or: [{ assignee: { equals: req.user.id } }, { createdBy: { equals: req.user.id } }],
  }
  return own
}

/** A task is deleted by an admin or by the person who set it. */
export const tasksTheySet: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user || !userHasRole(req.user, ...deskRoles)) return false
  const set: Where = { createdBy: { equals: req.user.id } }
  return set
}
