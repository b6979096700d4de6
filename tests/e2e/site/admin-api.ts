import type { APIRequestContext } from '@playwright/test'

import { e2eAdmin } from '../settings'

/** The seeded admin's REST session, for tests that change content through the admin API. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  return {
    async find<T>(path: string): Promise<T[]> {
      const response = await request.get(path, { headers })
      if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`)
      return ((await response.json()) as { docs: T[] }).docs
    },
    async patch(path: string, data: object): Promise<void> {
      const response = await request.patch(path, { headers, data })
      if (!response.ok()) throw new Error(`PATCH ${path}: ${response.status()}`)
    },
    async post<T>(path: string, data: object): Promise<T> {
      const response = await request.post(path, { headers, data })
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()}`)
      return ((await response.json()) as { doc: T }).doc
    },
    async delete(path: string): Promise<void> {
      const response = await request.delete(path, { headers })
      if (!response.ok()) throw new Error(`DELETE ${path}: ${response.status()}`)
    },
  }
}
