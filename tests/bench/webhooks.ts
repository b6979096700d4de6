import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

import type { ReceiversReady, ReceiversReport } from './receivers'
import { asAdmin } from './routing-rules'

/** The receivers' process (receivers.ts), and a way to ask it for its report. */
async function startReceivers() {
  const child = fork(fileURLToPath(new URL('./receivers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  })
  const [ready] = (await once(child, 'message')) as [ReceiversReady]
  return {
    ...ready,
    report: async (): Promise<ReceiversReport> => {
      child.send('report')
      const [report] = (await once(child, 'message')) as [ReceiversReport]
      return report
    },
    stop: async () => {
      const exited = once(child, 'exit')
      child.disconnect()
      await exited
    },
  }
}

/**
 * Two CRM endpoints as an admin adds them, both taking every lead event: one answers 200, the
 * other never answers, both in a process of their own. The server runs with WEBHOOKS_ALLOW_PRIVATE, as both are local.
 */
export async function addTwoWebhookEndpoints(baseUrl: string, token: string) {
  const receivers = await startReceivers()
  const events = ['lead.created', 'lead.assigned', 'lead.status_changed']
  const ids: Record<'live' | 'dead', number> = { live: 0, dead: 0 }
  for (const [name, url] of [
    ['live', receivers.live],
    ['dead', receivers.dead],
  ] as const) {
    const { doc } = await asAdmin(baseUrl, token, 'POST', '/api/webhook-endpoints', {
      url,
      events,
      active: true,
    })
    ids[name] = doc!.id
  }
  const setActive = (id: number, active: boolean) =>
    asAdmin(baseUrl, token, 'PATCH', `/api/webhook-endpoints/${id}`, { active })
  return {
    ids,
    /** How many deliveries the live endpoint has received, and the receivers' CPU time so far. */
    report: receivers.report,
    setActive,
    stop: receivers.stop,
  }
}
