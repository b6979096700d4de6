import type { Endpoint, PayloadRequest } from 'payload'

import { userHasRole } from '@/access/roles'

import { invalidEmailMessage, parseEmailAddress } from './email-address'
import { erasePersonalData } from './erase'
import { exportPersonalData } from './export'
import { findPersonalData, summarise } from './personal-data'

const noStore = { 'Cache-Control': 'no-store' }

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: noStore })

export const signInRequired = 'Sign in as an admin to handle data requests.'
export const adminsOnly = 'Only admins can export or erase personal data.'
export const confirmationRequired =
  'Say how many records you confirmed erasing (confirmedTotal), as the summary showed them.'

export const recordsChanged = (confirmed: number, found: number) =>
  `The records changed since you reviewed them (${confirmed} then, ${found} now). Nothing was erased: review them again.`

type Body = Record<string, unknown>

/**
 * The request's JSON body when the caller is an admin and it names a valid e-mail address; the
 * address travels in the body, never the URL, so it stays out of access logs.
 */
async function adminRequest(
  req: PayloadRequest,
): Promise<{ email: string; body: Body } | Response> {
  if (!req.user) return refusal(401, signInRequired)
  if (!userHasRole(req.user, 'admin')) return refusal(403, adminsOnly)
  const body = (await req.json?.().catch(() => null)) as Body | null
  const email = parseEmailAddress(body?.email)
  if (!body || !email) return refusal(400, invalidEmailMessage)
  return { email, body }
}

/** POST /api/data-requests/summary: how many records of each kind the address has. */
const summaryEndpoint: Endpoint = {
  path: '/data-requests/summary',
  method: 'post',
  handler: async (req) => {
    const request = await adminRequest(req)
    if (request instanceof Response) return request
    const summary = summarise(await findPersonalData(req, request.email))
    return Response.json({ email: request.email, summary }, { headers: noStore })
  },
}

/** POST /api/data-requests/export: everything stored about the address, as a JSON download. */
const exportEndpoint: Endpoint = {
  path: '/data-requests/export',
  method: 'post',
  handler: async (req) => {
    const request = await adminRequest(req)
    if (request instanceof Response) return request
    const data = await exportPersonalData(req, request.email)
    const date = data.exportedAt.slice(0, 10)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        ...noStore,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="personal-data-${date}.json"`,
      },
    })
  },
}

/**
 * POST /api/data-requests/erase: deletes everything stored about the address. The body repeats
 * the total the admin confirmed; if the records changed since, nothing is deleted (409).
 */
const eraseEndpoint: Endpoint = {
  path: '/data-requests/erase',
  method: 'post',
  handler: async (req) => {
    const request = await adminRequest(req)
    if (request instanceof Response) return request
    const confirmedTotal = request.body.confirmedTotal
    if (
      typeof confirmedTotal !== 'number' ||
      !Number.isInteger(confirmedTotal) ||
      confirmedTotal < 0
    ) {
      return refusal(400, confirmationRequired)
    }
    const erasure = await erasePersonalData(req.payload, request.email, confirmedTotal)
    if ('outdated' in erasure) {
      const { confirmed, found } = erasure.outdated
      return refusal(409, recordsChanged(confirmed, found))
    }
    return Response.json({ deleted: erasure.erased }, { headers: noStore })
  },
}

export const dataRequestEndpoints = [summaryEndpoint, exportEndpoint, eraseEndpoint]
