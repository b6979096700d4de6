/**
 * Resolves once `url` answers 2xx, polling every half second. Fails as soon as `isRunning` says
 * the server has exited, or after `timeoutMs`.
 */
export async function waitUntilServing(
  url: string,
  { timeoutMs, isRunning = () => true }: { timeoutMs: number; isRunning?: () => boolean },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error('The server exited while starting')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
