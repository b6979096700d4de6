import type { CollectionConfig } from 'payload'

import {
  adminOrSelf,
  canUseAdmin,
  colleaguesOrSelf,
  isAdmin,
  isAdminField,
  ownOrAdminField,
} from '@/access'
import { staffRoles, userHasRole } from '@/access/roles'
import { replyDraftField } from '@/desk/replies/email/draft'
import { signatureFields } from '@/desk/replies/email/signature'
import { handOverTasks } from '@/desk/tasks/hand-over'
import { taskReminderChoices } from '@/desk/tasks/kinds'
import { deskRoles } from '@/desk/worked-types'
import { isProduction } from '@/server/env'
import { guardFirstAdmin } from '@/admin/auth/first-admin'
import {
  acceptInvitationEndpoint,
  resendInvitationEndpoint,
} from '@/admin/auth/invitations/endpoints'
import {
  inviteWithoutPassword,
  queueInvitationEmail,
  storeInvitation,
} from '@/admin/auth/invitations/invitation'
import { requireLongPasswords, requireLongResetPasswords } from '@/admin/auth/password-policy'
import { requestAccessEndpoint } from '@/admin/auth/request-access'
import {
  forgiveSuccessfulSignIn,
  hashForUnknownAddresses,
  throttleSignIns,
} from '@/admin/auth/sign-in-throttle'
import { hiddenUnless } from '@/lib/admin/navigation'
import { defaultStaffLanguage, staffLanguages, staffTimeZoneOptions } from '@/admin/staff/options'
import { adminFollowsLanguageChange, adminInAccountLanguage } from '@/admin/staff/preferences'
import { revalidateRouting } from '@/publishing/revalidate'

const displayNameOf = ({ name, email }: { name?: unknown; email?: unknown }) =>
  (typeof name === 'string' && name.trim()) || String(email ?? '').split('@')[0]

/** Fields only the server writes: no REST caller, admins included, may set them. */
const setByTheServer = { read: ownOrAdminField, create: () => false, update: () => false }

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    // A colleague who reads the list sees names alone (the e-mail is its holder's and admins').
    useAsTitle: 'displayName',
    listSearchableFields: ['displayName', 'email'],
    defaultColumns: ['name', 'email', 'roles', 'away', 'invitation', 'invitedAt'],
    group: 'Admin',
    hidden: hiddenUnless(),
    components: {
      beforeListTable: ['/src/admin/auth/invitations/InviteUser#InviteUser'],
    },
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
    read: colleaguesOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
  },
  endpoints: [requestAccessEndpoint, acceptInvitationEndpoint, resendInvitationEndpoint],
  hooks: {
    beforeOperation: [
      throttleSignIns,
      hashForUnknownAddresses,
      requireLongResetPasswords,
      inviteWithoutPassword,
    ],
    afterLogin: [forgiveSuccessfulSignIn, adminInAccountLanguage],
    beforeValidate: [requireLongPasswords],
    beforeChange: [guardFirstAdmin, storeInvitation],
    beforeDelete: [handOverTasks],
    afterChange: [
      queueInvitationEmail,
      adminFollowsLanguageChange,
      ...revalidateRouting.afterChange,
    ],
    afterDelete: revalidateRouting.afterDelete,
  },
  fields: [
    // Payload's own e-mail field, readable by the account's holder and admins only.
    { name: 'email', type: 'email', access: { read: ownOrAdminField } },
    {
      name: 'name',
      type: 'text',
      admin: {
        description: 'How colleagues see you: on leads, when reassigning and in @mentions.',
      },
    },
    // The account's title everywhere (lists, owner pickers): its name, else its e-mail's local
    // part, so that a colleague never needs the address itself. Whatever a client sends is replaced.
    {
      name: 'displayName',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [({ data, originalDoc }) => displayNameOf({ ...originalDoc, ...data })],
      },
    },
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
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          defaultValue: defaultStaffLanguage,
          options: staffLanguages.map(({ value, label }) => ({ value, label })),
          admin: {
            width: '50%',
            description: 'The admin, and the e-mails it sends you, in this language.',
          },
        },
        {
          name: 'timeZone',
          label: 'Time zone',
          type: 'select',
          options: staffTimeZoneOptions,
          admin: {
            width: '50%',
            // Empty: the site's zone, followed when an admin changes it.
            description: 'Every time in the admin is shown in this zone. The site’s by default.',
          },
        },
      ],
    },
    {
      name: 'away',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Away: routing passes this person by, and their colleagues see it.',
      },
    },
    {
      name: 'taskReminders',
      label: 'Task reminders',
      type: 'select',
      defaultValue: 'atDue',
      options: taskReminderChoices.map(({ value, label }) => ({ value, label })),
      access: { read: ownOrAdminField },
      admin: {
        position: 'sidebar',
        description: 'By e-mail, on your own clock.',
        condition: (_data, _siblingData, { user }) =>
          !user || userHasRole(user, 'admin', ...deskRoles),
      },
    },
    signatureFields,
    replyDraftField,
    // The day (on the person's clock) of their last morning digest: one a day, on one instance.
    { name: 'taskDigestSentOn', type: 'text', hidden: true },
    // An account created without a password is invited to choose one (src/admin/auth/invitations).
    // Only the invitation's own code writes these.
    {
      name: 'invitation',
      type: 'select',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'accepted', label: 'Accepted' },
      ],
      access: setByTheServer,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Pending until the invited person has chosen their password.',
      },
    },
    {
      name: 'invitedAt',
      label: 'Invitation sent',
      type: 'date',
      access: setByTheServer,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.invitation),
      },
    },
    {
      name: 'invitationExpiresAt',
      label: 'Invitation link valid until',
      type: 'date',
      access: setByTheServer,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => data?.invitation === 'pending',
      },
    },
    {
      name: 'resendInvitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.invitation === 'pending',
        components: {
          Field: '/src/admin/auth/invitations/ResendInvitationButton#ResendInvitationButton',
        },
      },
    },
    { name: 'invitationTokenHash', type: 'text', index: true, hidden: true },
  ],
  timestamps: true,
}
