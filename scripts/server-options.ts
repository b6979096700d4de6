import path from 'node:path'

/**
 * How the production server runs: `node` with the front (src/production-server.ts, bundled by
 * scripts/build.ts) and these V8 heap settings. `npm start` and every test that serves the
 * production build start it the same way.
 *
 * The live heap after load is about 80 MB; left to its defaults V8 lets the heap (young
 * generation above all) grow to several times that under load and keeps it. Smaller
 * young-generation spaces and a bounded old generation keep the server's resident memory under
 * 300 MB. 8 MB semi-spaces rather than 4 take 7% more form submissions per second (fewer
 * scavenges) for about 8 MB more; 16 MB cost 31 MB more. NODE_OPTIONS given by the environment
 * come after these, so they win.
 */
export const productionHeapOptions = ['--max-semi-space-size=8', '--max-old-space-size=384']

export function withProductionHeapOptions(nodeOptions: string | undefined): string {
  return [...productionHeapOptions, nodeOptions ?? ''].join(' ').trim()
}

/** Where `next build` writes the production app (NEXT_DIST_DIR, as next.config.mjs reads it). */
export const productionDistDir = () => process.env.NEXT_DIST_DIR || '.next'

const productionServerFile = 'production-server.mjs'

/** The production server's entry point: plain JavaScript, bundled beside the build. */
export const productionServerEntry = (distDir: string) => path.join(distDir, productionServerFile)

/** Whether a command line starts the production server (and so takes its heap settings). */
export const startsProductionServer = (command: string[]) =>
  command.some((argument) => path.basename(argument) === productionServerFile)

/** `node` arguments that start the production server of a build on a port and host. */
export const productionServerArgs = (distDir: string, port: number, hostname: string) => [
  productionServerEntry(distDir),
  '-p',
  String(port),
  '-H',
  hostname,
]

/** `node` arguments that start the deliveries worker (src/jobs/deliveries-worker.ts). */
export const deliveriesWorkerArgs = () => ['--import', 'tsx', 'src/jobs/deliveries-worker.ts']

/** Whether a command line starts a web process, which the deliveries worker goes beside. */
export const startsWebProcess = (command: string[]) =>
  startsProductionServer(command) || (path.basename(command[0]) === 'next' && command[1] === 'dev')
