import { Forbidden, NotFound, ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import { myWorkPath } from '@/lib/admin/navigation'
import { jsonOrFormFields } from '@/server/json-or-form'

import { isOptionalColumn } from './saved-views'

export const savedParam = 'view-saved'
export const notSavedParam = 'view-not-saved'
export const deletedParam = 'view-deleted'

/** My work's address with these filters and an outcome: only ever My work's own. */
function myWork(req: PayloadRequest, filters: string, outcome: Record<string, string>) {
  const query = new URLSearchParams(filters.startsWith('?') ? filters.slice(1) : filters)
  for (const [name, value] of Object.entries(outcome)) query.set(name, value)
  return `${req.payload.config.routes.admin}${myWorkPath}?${query}`
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

const sentList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []

/**
 * POST /api/saved-views/save: saves My work's filters and columns under a name, the signed-in
 * person's, shared with their team if asked. A plain form post (My work's "Save this view", which
 * works before the admin's scripts) is answered with a redirect back to My work showing the view;
 * JSON with the stored view.
 */
export const saveViewEndpoint: Endpoint = {
  path: '/save',
  method: 'post',
  handler: async (req) => {
    const { isJSON, fields, form } = await jsonOrFormFields(req)
    const columns = form ? form.getAll('columns') : sentList(fields?.columns)
    const filters = typeof fields?.filters === 'string' ? fields.filters.slice(0, 500) : ''
    try {
      const doc = await req.payload.create({
        collection: 'saved-views',
        data: {
          name: typeof fields?.name === 'string' ? fields.name.trim() : '',
          shared: fields?.shared === true || fields?.shared === 'on' || fields?.shared === 'true',
          filters: new URLSearchParams(filters).toString(),
          columns: columns.filter(isOptionalColumn),
        },
        overrideAccess: false,
        user: req.user,
        req,
      })
      return isJSON
        ? Response.json({ doc }, { status: 201 })
        : redirect(myWork(req, doc.filters ?? '', { view: String(doc.id), [savedParam]: '1' }))
    } catch (error) {
      const refused = error instanceof ValidationError || error instanceof Forbidden
      if (isJSON || !refused) throw error
      return redirect(myWork(req, filters, { [notSavedParam]: '1' }))
    }
  },
}

/** POST /api/saved-views/:id/delete: a plain form post's delete, back to My work. */
export const deleteViewEndpoint: Endpoint = {
  path: '/:id/delete',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id)) throw new NotFound(req.t)
    await req.payload.delete({
      collection: 'saved-views',
      id,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return redirect(myWork(req, '', { [deletedParam]: '1' }))
  },
}
