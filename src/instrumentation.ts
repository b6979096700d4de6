/**
 * Runs once when a server instance starts: Payload is loaded (pending migrations are applied
 * before the first request) and the job runner starts, so e-mail retries and the nightly
 * retention purge run even on an instance that no one has visited yet, and on one instance at a
 * time however many there are. Beside a deliveries worker, the worker sends the e-mails and
 * webhooks (src/server/deliveries.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }, { startJobRunner }, { deliveriesInWorker }] =
    await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('./jobs/runner'),
      import('./server/deliveries'),
    ])
  startJobRunner(await getPayload({ config }), deliveriesInWorker() ? 'site' : 'all')
}
