/**
 * Runs once when a server instance starts: Payload is loaded with its job crons, so e-mail
 * retries and the nightly retention purge run even on an instance that no one has visited yet,
 * and pending migrations are applied before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config, cron: true })
}
