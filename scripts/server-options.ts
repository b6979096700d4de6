/**
 * How the production server runs: `node` with the front (src/server/start.ts) and these V8 heap
 * settings. `npm start` and every test that serves the production build start it the same way.
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

/** The production server's entry point, run by node with tsx. */
export const productionServerEntry = 'src/server/start.ts'

/** `node` arguments that start the production server on a port and host. */
export const productionServerArgs = (port: number, hostname: string) => [
  '--import',
  'tsx',
  productionServerEntry,
  '-p',
  String(port),
  '-H',
  hostname,
]
