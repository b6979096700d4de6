import type { Access, Condition, FieldAccess, PayloadRequest, Where } from 'payload'

import { isStaffUser, staffRoles, userHasRole, type StaffRole } from './roles'

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => userHasRole(req.user, 'admin')

/** Any signed-in user holding at least one role. An account without a role is not staff. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Who may open the admin panel at all. */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)

/** Admins always pass; otherwise the user needs one of the given roles. */
export const hasRole =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    userHasRole(req.user, 'admin', ...roles)

export const editorsOnly = hasRole('editor')
export const recruitersOnly = hasRole('recruiter')

/** Public site content: everyone reads it, editors (and admins) manage it. */
export const editorManagedContent = {
  read: anyone,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
}

/** Visitors and roleless accounts see active postings only; recruiters and admins see all. */
export const activeJobsOrRecruiters: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin', 'recruiter')) return true
  const activeOnly: Where = { status: { equals: 'active' } }
  return activeOnly
}

/** Admins manage every account; anyone else may only read and update their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user) return false
  const ownAccount: Where = { id: { equals: req.user.id } }
  return ownAccount
}

/**
 * Staff who work leads (sales, recruiters) read their colleagues' accounts too, for reassigning
 * and `@name`: only the fields open to them (see `ownOrAdminField`). Others read their own alone.
 */
export const colleaguesOrSelf: Access = (args) => {
  const { req } = args
  if (!userHasRole(req.user, 'sales', 'recruiter')) return adminOrSelf(args)
  const staffAccounts: Where = { roles: { in: [...staffRoles] } }
  return staffAccounts
}

/** A field of an account that only its holder and admins read (the rest see name, roles, away). */
export const ownOrAdminField: FieldAccess = ({ req, id, doc }) =>
  userHasRole(req.user, 'admin') ||
  (req.user?.collection === 'users' &&
    (id ?? (doc as { id?: unknown } | undefined)?.id) === req.user.id)

export const isAdminField: FieldAccess = ({ req }) => userHasRole(req.user, 'admin')

/** A field only the server writes (through the Local API or its own SQL): no API caller sets it. */
export const setByTheServer: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

/**
 * `admin.condition` of admin-only tabs and fields: other staff do not see them in the form at all
 * (with field access alone they showed as empty required fields), and those fields are not
 * validated when they save, keeping their stored values. Field access still guards what the API
 * reads and writes. Without a user (the server's own Local API calls) they are validated as usual.
 */
export const shownToAdmins: Condition = (_data, _siblingData, { user }) =>
  !user || userHasRole(user, 'admin')

/** Staff-only fields on submissions: visitors can never write them, whatever they post. */
export const staffField =
  (...roles: StaffRole[]): FieldAccess =>
  ({ req }) =>
    userHasRole(req.user, 'admin', ...roles)
