import { createHmac } from 'node:crypto'

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const signatureHeader = 'Webhook-Signature'

/** The header's value for this body, signed with the endpoint's secret at `at`. */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000)
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}
