import type { PayloadRequest } from 'payload'

/**
 * The fields of a request the admin's scripts send as JSON, or a plain form post sends before
 * they have run (URL-encoded); `isJSON` tells which, as the two are answered differently.
 */
export async function jsonOrFormFields(
  req: PayloadRequest,
): Promise<{ isJSON: boolean; fields: Record<string, unknown> | null }> {
  const isJSON = req.headers.get('content-type')?.includes('application/json') ?? false
  const fields = isJSON
    ? ((await req.json?.().catch(() => null)) as Record<string, unknown> | null)
    : Object.fromEntries(new URLSearchParams((await req.text?.().catch(() => '')) ?? ''))
  return { isJSON, fields }
}
