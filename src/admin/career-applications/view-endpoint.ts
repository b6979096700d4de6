import type { Endpoint } from 'payload'

/** Where a résumé or cover letter in PDF is shown inside its application's page. */
export const inlineViewPath = (id: number | string) => `/api/application-files/${id}/view`

const notFound = () => Response.json({ message: 'Not found.' }, { status: 404 })

/**
 * GET /api/application-files/<id>/view: a PDF the reader may read, served to be shown in the
 * application's page (inline, framed by this origin only: next.config.mjs's header rule for this
 * path). Anyone who may not read the file, and any file that is not a PDF, gets a 404 as from
 * Payload's file route: nothing says the file exists. The bytes come from that route itself
 * (its access check, storage and range requests), whatever storage holds them.
 */
export const inlineViewEndpoint: Endpoint = {
  path: '/:id/view',
  method: 'get',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || !req.user) return notFound()
    const file = await req.payload
      .findByID({
        collection: 'application-files',
        id,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
        req,
      })
      .catch(() => null)
    if (!file?.filename || file.mimeType !== 'application/pdf') return notFound()
    const served = req.payload.collections['application-files'].config.endpoints
    const fileRoute = Array.isArray(served)
      ? served.find((endpoint) => endpoint.path === '/file/:filename' && endpoint.method === 'get')
      : undefined
    if (!fileRoute) return notFound()
    req.routeParams = { ...req.routeParams, filename: file.filename }
    const response = await fileRoute.handler(req)
    if (!response.ok) return response
    const headers = new Headers(response.headers)
    // Shown as a PDF, never as anything a crafted file could claim to be.
    headers.set('Content-Type', 'application/pdf')
    headers.set('Content-Disposition', `inline; filename="${file.filename.replace(/"/g, '')}"`)
    return new Response(response.body, { status: response.status, headers })
  },
}
