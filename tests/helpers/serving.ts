type WaitOptions = {
  timeoutMs: number
  /** Polling stops with an error as soon as this says the server has exited. */
  isRunning?: () => boolean
  intervalMs?: number
}

/**
 * Resolves once `answers` says the server answers (a throw counts as not yet), polling every
 * `intervalMs` (half a second unless given). Fails as soon as the server exits, or after
 * `timeoutMs`; `what` names the server in those errors.
 */
export async function waitUntilAnswering(
  what: string,
  answers: () => Promise<boolean>,
  { timeoutMs, isRunning = () => true, intervalMs = 500 }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`${what} exited while starting`)
    if (await answers().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`)
}

/** Resolves once `url` answers 2xx; see `waitUntilAnswering`. */
export function waitUntilServing(url: string, options: WaitOptions): Promise<void> {
  return waitUntilAnswering(`the server at ${url}`, async () => (await fetch(url)).ok, options)
}
