import { userHasRole, type StaffRole } from '@/access/roles'

type NavArgs = { user: unknown }

/**
 * `admin.hidden` for a collection that only the given roles (and admins) work with: everyone
 * else does not see it in the navigation, even where they may read it (public content, their
 * own account).
 */
export const hiddenUnless =
  (...roles: StaffRole[]) =>
  ({ user }: NavArgs): boolean =>
    !userHasRole(user as Parameters<typeof userHasRole>[0], 'admin', ...roles)

/** The admin-only screen where personal data is exported or erased (src/data-protection). */
export const dataRequestsPath = '/data-requests'

/** The campaign report, for staff who work leads (src/campaigns/report). */
export const campaignsPath = '/campaigns'

/** My work: everything the signed-in person owns on the desk, soonest due first (src/desk/my-work). */
export const myWorkPath = '/my-work'

/** The board: a worked type's leads in a column per status (src/desk/board). */
export const boardPath = '/board'

/** A job posting's pipeline: its applications in a column per stage (`?posting=<id>`). */
export const pipelinePath = '/pipeline'

/** Search across what the signed-in person may read (src/search). */
export const searchPath = '/search'
