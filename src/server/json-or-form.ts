import type { PayloadRequest } from 'payload'

/**
 * The fields of a request the admin's scripts send as JSON, or a plain form post sends before
 * they have run (URL-encoded); `isJSON` tells which, as the two are answered differently.
 */
export async function jsonOrFormFields(req: PayloadRequest): Promise<{
  isJSON: boolean
  fields: Record<string, unknown> | null
  /** The form post's fields as sent, repeated ones (a group of checkboxes) included. */
  form: URLSearchParams | null
}> {
  const isJSON = req.headers.get('content-type')?.includes('application/json') ?? false
  if (isJSON) {
    const fields = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
    return { isJSON, fields, form: null }
  }
  const form = new URLSearchParams((await req.text?.().catch(() => '')) ?? '')
  return { isJSON, fields: Object.fromEntries(form), form }
}
