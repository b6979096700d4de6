import type { ErasedCounts } from '@/data-protection/counts'
import type { PersonalDataSummary } from '@/data-protection/personal-data'

type Outcome<T> = { ok: true; data: T } | { ok: false; message: string }

const unreachable = 'Could not reach the server. Check your connection and try again.'

/** The server's own message for a refused request, e.g. "Only admins can …". */
async function refusalMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    errors?: { message?: string }[]
  } | null
  return (
    body?.errors?.[0]?.message ??
    `The server could not handle the request (HTTP ${response.status}). Try again; if it keeps failing, tell a developer.`
  )
}

/** POSTs to a data request endpoint: the e-mail address goes in the body, never the URL. */
async function post(api: string, action: string, body: object): Promise<Outcome<Response>> {
  const response = await fetch(`${api}/data-requests/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response) return { ok: false, message: unreachable }
  if (!response.ok) return { ok: false, message: await refusalMessage(response) }
  return { ok: true, data: response }
}

export async function fetchSummary(
  api: string,
  email: string,
): Promise<Outcome<{ email: string; summary: PersonalDataSummary }>> {
  const result = await post(api, 'summary', { email })
  return result.ok ? { ok: true, data: await result.data.json() } : result
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
  'personal-data.json'

/** Downloads the export as the file the server names. */
export async function downloadExport(api: string, email: string): Promise<Outcome<string>> {
  const result = await post(api, 'export', { email })
  if (!result.ok) return result
  const fileName = fileNameOf(result.data)
  const url = URL.createObjectURL(await result.data.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
  return { ok: true, data: fileName }
}

export async function erase(
  api: string,
  email: string,
  confirmedTotal: number,
): Promise<Outcome<ErasedCounts>> {
  const result = await post(api, 'erase', { email, confirmedTotal })
  return result.ok ? { ok: true, data: (await result.data.json()).deleted } : result
}
