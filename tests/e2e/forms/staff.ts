import type { APIRequestContext } from '@playwright/test'

import { e2eAdmin } from '../settings'

/** The documents of a collection matching `field = value`, as an admin reads them through REST. */
export async function storedAsAdmin(
  request: APIRequestContext,
  collection: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(
    `/api/${collection}?depth=0&where[${field}][equals]=${encodeURIComponent(value)}`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

/** Holds the form's request for a moment so that the sending state can be seen. */
export const slowDown =
  (milliseconds = 600) =>
  async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds))
    await route.continue()
  }
