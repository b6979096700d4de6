import type { Access, FieldAccess, Where } from 'payload'

import { userHasRole } from '@/access/roles'
import { workedTypes } from '@/desk/worked-types'

import { jobApplicationSlug } from './purposes'

/**
 * Reply templates are read by those who work their type (sales the leads', recruiters the job
 * applications'), and admins.
 */
export const readsTemplatesOfOwnTypes: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  const types = workedTypes
    .filter((type) => type.workedBy.some((role) => userHasRole(req.user, role)))
    .map((type) => type.slug)
  if (types.length === 0) return false
  const own: Where = { submissionType: { in: types } }
  return own
}

/** Admins keep every template; recruiters create the job applications' own. */
export const createsOwnTemplates: Access = ({ req, data }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!userHasRole(req.user, 'recruiter')) return false
  // Asked without data when the admin decides whether to show "Create New".
  return data === undefined || data?.submissionType === jobApplicationSlug
}

/** Admins change every template; recruiters the job applications' alone. */
export const changesOwnTemplates: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!userHasRole(req.user, 'recruiter')) return false
  const own: Where = { submissionType: { equals: jobApplicationSlug } }
  return own
}

/** A template's type is set when it is made; only admins move it to another. */
export const setsTemplateType: FieldAccess = ({ req, doc }) =>
  userHasRole(req.user, 'admin') || doc === undefined
