export const staffRoles = ['admin', 'editor', 'recruiter', 'sales'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeUser = { roles?: (StaffRole | null)[] | null; collection?: string } | null | undefined

export function userHasRole(user: MaybeUser, ...roles: StaffRole[]): boolean {
  if (!user || user.collection !== 'users') return false
  return (user.roles ?? []).some((role) => role !== null && roles.includes(role))
}

export function isStaffUser(user: MaybeUser): boolean {
  return userHasRole(user, ...staffRoles)
}

/** Editors and admins: who prepare, preview and publish the site's content. */
export function editsContent(user: MaybeUser): boolean {
  return userHasRole(user, 'admin', 'editor')
}
