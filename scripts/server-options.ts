/**
 * V8 heap settings of the production server. The live heap after load is about 80 MB; left to
 * its defaults V8 lets the heap (young generation above all) grow to several times that under
 * load and keeps it. Smaller young-generation spaces and a bounded old generation keep the
 * server's resident memory under 300 MB at a negligible cost in garbage collection.
 * NODE_OPTIONS given by the environment come after these, so they win.
 */
export const productionHeapOptions = ['--max-semi-space-size=4', '--max-old-space-size=384']

export function withProductionHeapOptions(nodeOptions: string | undefined): string {
  return [...productionHeapOptions, nodeOptions ?? ''].join(' ').trim()
}
