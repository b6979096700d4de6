import { createHash, randomBytes } from 'node:crypto'

import { and, eq, gt } from '@payloadcms/db-postgres/drizzle'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { userHasRole, type StaffRole } from '@/access/roles'
import { defaultStaffLanguage, isStaffLanguage, type StaffLanguage } from '@/admin/staff/options'
import { tablesOf } from '@/lib/tables'
import { databaseNow } from '@/server/database/expressions'
import { postgres } from '@/server/database/adapter'
import { inTransaction, transactionDatabase } from '@/server/database/transaction'
import {
  queueEmails,
  queueEmailsForResponse,
  type EmailInput,
  type QueuedEmail,
} from '@/server/email'
import { siteUrl } from '@/server/env'

import { companyName, invitationLetter } from './invitation-email'

/**
 * An account an admin creates without a password is an invitation: the new person chooses their
 * own password from a link e-mailed to them, valid for 72 hours and usable once. Only a hash of
 * the link's token is stored; sending the invitation again replaces it, so the older link stops
 * working.
 */

export const invitationLifetimeHours = 72

/** Where an invitation's link leads: the admin view InvitationView.tsx. */
export const invitationPath = '/invitation'

export const invitationLink = (token: string) => `${siteUrl()}/admin${invitationPath}/${token}`

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** What the users collection stores of a new invitation, for the token e-mailed. */
function invitationFields(token: string) {
  const now = Date.now()
  return {
    invitation: 'pending' as const,
    invitedAt: new Date(now).toISOString(),
    invitationExpiresAt: new Date(now + invitationLifetimeHours * 60 * 60 * 1000).toISOString(),
    invitationTokenHash: hashOf(token),
  }
}

type Invitee = {
  email: string
  name?: string | null
  language?: string | null
  roles?: (StaffRole | null)[] | null
}

type Inviter = { name?: string | null; displayName?: string | null } | null | undefined

/** The invitation e-mail for this invitee, from this admin, in the invitee's language. */
async function invitationEmail(
  req: PayloadRequest,
  invitee: Invitee,
  inviter: Inviter,
  token: string,
): Promise<EmailInput> {
  const language = isStaffLanguage(invitee.language) ? invitee.language : defaultStaffLanguage
  const company = await companyName(req)
  const anAdmin = language === 'fr' ? `Un administrateur de ${company}` : `An admin of ${company}`
  return invitationLetter({
    email: invitee.email,
    name: invitee.name,
    language,
    roles: (invitee.roles ?? []).filter((role): role is StaffRole => role !== null),
    invitedBy: inviter?.name?.trim() || inviter?.displayName?.trim() || anAdmin,
    company,
    link: invitationLink(token),
    lifetimeHours: invitationLifetimeHours,
  })
}

/** The context key under which a create request carries its invitation's token to its hooks. */
const tokenKey = 'invitationToken'

/**
 * A create without a password starts an invitation: the account gets a random password nobody
 * knows (so it cannot be signed into before the invitation is accepted) and no verification
 * e-mail, since the invitation's link proves the address. An admin who gives a password
 * instead passes it on themselves: that account needs no verification either.
 */
export const inviteWithoutPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args.data ?? {}) as { password?: unknown }
  if (typeof data.password === 'string' && data.password !== '') {
    return userHasRole(req.user, 'admin') ? { ...args, disableVerificationEmail: true } : args
  }
  req.context[tokenKey] = randomBytes(32).toString('base64url')
  return {
    ...args,
    disableVerificationEmail: true,
    data: { ...data, password: randomBytes(32).toString('base64url') },
  }
}

/** Stores the invitation started above, or marks an account an admin created as verified. */
export const storeInvitation: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const token = req.context[tokenKey]
  if (typeof token === 'string') return { ...data, _verified: true, ...invitationFields(token) }
  if (userHasRole(req.user, 'admin')) return { ...data, _verified: true }
  return data
}

/**
 * Queues the invitation e-mail in the create's transaction: it exists only if the account does.
 * The create endpoint sends it once the transaction is committed (queueEmailsForResponse); after a
 * Local API create, the job schedule sends it.
 */
export const queueInvitationEmail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const token = req.context[tokenKey]
  if (operation !== 'create' || typeof token !== 'string') return doc
  delete req.context[tokenKey]
  await queueEmailsForResponse(req, [
    await invitationEmail(req, doc as Invitee, req.user as Inviter, token),
  ])
  return doc
}

/** Issues a new link for a pending invitation, which replaces the older one, and queues it. */
export async function renewInvitation(
  payload: Payload,
  id: number,
  inviter: Inviter,
): Promise<QueuedEmail[] | 'not found' | 'accepted' | 'not invited'> {
  return inTransaction(payload, async (req) => {
    const account = await payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      disableErrors: true,
      req,
    })
    if (!account) return 'not found'
    if (account.invitation === 'accepted') return 'accepted'
    if (account.invitation !== 'pending') return 'not invited'
    const token = randomBytes(32).toString('base64url')
    await payload.update({ collection: 'users', id, data: invitationFields(token), depth: 0, req })
    return queueEmails(req, [await invitationEmail(req, account, inviter, token)])
  })
}

export type InvitationState = (
  | { state: 'valid'; email: string; name?: string | null }
  | { state: 'expired' | 'used' | 'unknown' }
) & {
  /** The invited account's language: the invitation page speaks it. */
  language: StaffLanguage
}

/** What an invitation link's token opens today. */
export async function invitationState(payload: Payload, token: string): Promise<InvitationState> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { invitationTokenHash: { equals: hashOf(token) } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const account = docs[0]
  const language = isStaffLanguage(account?.language) ? account.language : defaultStaffLanguage
  if (!account || !account.invitation) return { state: 'unknown', language }
  if (account.invitation === 'accepted') return { state: 'used', language }
  if (!account.invitationExpiresAt || Date.parse(account.invitationExpiresAt) <= Date.now()) {
    return { state: 'expired', language }
  }
  return { state: 'valid', email: account.email, name: account.name, language }
}

/**
 * Accepts an invitation with the password its holder chose. The invitation is claimed by one
 * UPDATE, which locks its row: of two submissions of the same link, only one sets a password.
 * The password must already meet the policy (password-policy.ts). Answers with the account's
 * address, with which its holder is then signed in.
 */
export async function acceptInvitation(
  payload: Payload,
  token: string,
  password: string,
): Promise<{ accepted: string } | 'expired' | 'used' | 'unknown'> {
  const { users } = tablesOf(payload)
  const email = await inTransaction(payload, async (req) => {
    const database = await transactionDatabase(postgres(payload), req)
    const [claimed] = await database
      .update(users)
      .set({ invitation: 'accepted' })
      .where(
        and(
          eq(users.invitationTokenHash, hashOf(token)),
          eq(users.invitation, 'pending'),
          gt(users.invitationExpiresAt, databaseNow()),
        ),
      )
      .returning({ id: users.id, email: users.email })
    if (!claimed) return null
    await payload.update({ collection: 'users', id: claimed.id, data: { password }, req })
    return claimed.email
  })
  if (email) return { accepted: email }
  const { state } = await invitationState(payload, token)
  // Not claimable but valid: another submission of the same link was accepted meanwhile.
  return state === 'valid' ? 'used' : state
}
