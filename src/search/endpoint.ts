import type { Endpoint } from 'payload'

import { mostSearchResults, searchRecords } from './find'

const noStore = { 'Cache-Control': 'no-store' }

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: noStore })

export const signInToSearch = 'Sign in to search.'

/** The `limit` asked for: 20 unless given; a whole number from 1 to 50, or a message why not. */
function limitOf(asked: unknown): number | string {
  if (asked === undefined || asked === '') return 20
  const limit = Number(asked)
  return Number.isInteger(limit) && limit >= 1 && limit <= mostSearchResults
    ? limit
    : `limit must be a whole number from 1 to ${mostSearchResults}.`
}

/**
 * GET /api/search?q=…&limit=20: `{ results: [{ type, id, title, href }] }`, what the signed-in
 * person may read that the text finds, grouped by collection (src/search/find.ts).
 */
export const searchEndpoint: Endpoint = {
  path: '/search',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(401, signInToSearch)
    const limit = limitOf(req.query.limit)
    if (typeof limit === 'string') return refusal(400, limit)
    const results = await searchRecords(req, req.query.q, limit)
    return Response.json({ results }, { headers: noStore })
  },
}
