import type { CollectionConfig } from 'payload'

import { adminOrSelf, canUseAdmin, isAdmin, isAdminField } from '@/access'
import { staffRoles } from '@/access/roles'
import { isProduction } from '@/server/env'
import { guardFirstAdmin } from '@/admin/auth/first-admin'
import { requireLongPasswords, requireLongResetPasswords } from '@/admin/auth/password-policy'
import { requestAccessEndpoint } from '@/admin/auth/request-access'
import { forgiveSuccessfulSignIn, throttleSignIns } from '@/admin/auth/sign-in-throttle'
import { hiddenUnless } from '@/admin/navigation'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'updatedAt'],
    group: 'Admin',
    hidden: hiddenUnless(),
  },
  auth: {
    // No account-wide lock, which would let a stranger keep anyone out: sign-ins are throttled
    // per client and per (client, account) instead (src/admin/auth/sign-in-throttle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: isProduction, sameSite: 'Lax' },
    verify: {
      generateEmailSubject: () => 'Confirm your e-mail address',
    },
  },
  access: {
    admin: canUseAdmin,
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
  },
  endpoints: [requestAccessEndpoint],
  hooks: {
    beforeOperation: [throttleSignIns, requireLongResetPasswords],
    afterLogin: [forgiveSuccessfulSignIn],
    beforeValidate: [requireLongPasswords],
    beforeChange: [guardFirstAdmin],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      saveToJWT: true,
      options: staffRoles.map((role) => ({
        value: role,
        label: role[0].toUpperCase() + role.slice(1),
      })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: 'An account without a role cannot use the admin. Only admins grant roles.',
      },
    },
  ],
  timestamps: true,
}
