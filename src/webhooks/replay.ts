import { Forbidden, NotFound, type Endpoint } from 'payload'

import { userHasRole } from '@/access/roles'

import { replayDelivery } from './deliver'

/**
 * POST /api/webhook-deliveries/:id/replay: sends the delivery again now, for admins; answers with
 * the attempt's outcome (`ok`, `statusCode`, `error`), which the delivery log then shows; a plain
 * form post (the button before the admin's scripts run) is sent back to its page.
 */
export const replayEndpoint: Endpoint = {
  path: '/:id/replay',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) throw new Forbidden(req.t)
    const id = Number(req.routeParams?.id)
    const outcome = Number.isInteger(id) ? await replayDelivery(req.payload, id) : undefined
    if (!outcome) throw new NotFound(req.t)
    const isJSON = !req.headers.get('content-type')?.includes('form')
    if (isJSON) return Response.json(outcome)
    // A plain form post, from a page whose scripts have not run: back to that page of the admin.
    const admin = req.payload.config.routes.admin
    const from = new URL(req.headers.get('referer') ?? admin, 'http://admin.invalid')
    const back = from.pathname.startsWith(`${admin}/`) ? from.pathname : admin
    const outcomeParam = outcome.ok ? 'replayed' : 'replay-failed'
    return new Response(null, {
      status: 303,
      headers: { Location: `${back}?${outcomeParam}=${id}` },
    })
  },
}
