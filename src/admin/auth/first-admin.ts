import { createHmac, timingSafeEqual } from 'node:crypto'

import {
  APIError,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { isProduction, payloadSecret, siteUrl } from '@/server/env'

export const setupCookieName = 'first-admin-setup'

/**
 * The one-time token that lets the first admin register on an empty production database.
 * Derived from the secret, so every instance agrees on it; worthless once a user exists.
 */
export function firstAdminSetupToken(): string {
  return createHmac('sha256', payloadSecret()).update('first-admin-setup').digest('hex')
}

export function isValidSetupToken(candidate: string | undefined | null): boolean {
  if (!candidate) return false
  const expected = Buffer.from(firstAdminSetupToken())
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function hasNoUsers(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', req })
  return totalDocs === 0
}

/**
 * The first account ever created becomes an admin. In production it may only be created through
 * the setup link printed in the server log (or from SEED_ADMIN_* at start), so a stranger who
 * finds an empty database cannot take it over.
 */
export const guardFirstAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !(await hasNoUsers(req.payload, req))) return data
  const trustedCaller = req.context?.trustedFirstAdmin === true
  if (isProduction && !trustedCaller && !isValidSetupToken(readSetupCookie(req))) {
    throw new APIError(
      'The first admin can only be created through the setup link printed in the server log.',
      403,
      undefined,
      true,
    )
  }
  return { ...data, roles: ['admin'] }
}

function readSetupCookie(req: PayloadRequest): string | undefined {
  const header = req.headers.get('cookie') ?? ''
  const match = header.split(/;\s*/).find((part) => part.startsWith(`${setupCookieName}=`))
  return match?.slice(setupCookieName.length + 1)
}

export async function announceFirstAdminSetup(payload: Payload): Promise<void> {
  if (!isProduction || !(await hasNoUsers(payload))) return
  payload.logger.warn(
    `No admin account exists. Create the first admin at ${siteUrl()}/setup/${firstAdminSetupToken()} (this link stops working once an account exists).`,
  )
}
