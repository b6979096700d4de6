/** The suite's findings, one row per check, printed as one table when the suite ends. */
const rows: [check: string, figure: string][] = []

export function record(check: string, figure: string): void {
  rows.push([check, figure])
}

export function printFigures(): void {
  if (rows.length === 0) return
  const width = Math.max(...rows.map(([check]) => check.length))
  console.log(
    [
      '',
      'Scale-out: two instances behind nginx, Redis, S3',
      ...rows.map(([check, figure]) => `  ${check.padEnd(width)}  ${figure}`),
    ].join('\n'),
  )
}

/** Polls `condition` every 50 ms until it holds; how long that took (ms), or Infinity. */
export async function msUntil(
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await condition()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Number.POSITIVE_INFINITY
}
