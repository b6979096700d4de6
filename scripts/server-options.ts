/**
 * V8 heap settings of the production server. The live heap after load is about 80 MB; left to
 * its defaults V8 lets the heap (young generation above all) grow to several times that under
 * load and keeps it. Smaller young-generation spaces and a bounded old generation keep the
 * server's resident memory under 300 MB. 8 MB semi-spaces rather than 4 take 7% more form
 * submissions per second (fewer scavenges) for about 8 MB more; 16 MB cost 31 MB more.
 * NODE_OPTIONS given by the environment come after these, so they win.
 */
export const productionHeapOptions = ['--max-semi-space-size=8', '--max-old-space-size=384']

export function withProductionHeapOptions(nodeOptions: string | undefined): string {
  return [...productionHeapOptions, nodeOptions ?? ''].join(' ').trim()
}
