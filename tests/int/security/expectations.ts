import fc from 'fast-check'
import { afterAll, expect } from 'vitest'

/**
 * What a refusal may never show a visitor: stack frames, file paths, SQL, database or runtime
 * error names, or values that leaked from code ("undefined", "[object Object]").
 */
const internals = [
  /\bat\s+\S+\s+\(?[\w./\\-]+:\d+:\d+\)?/,
  /node_modules|\/work\/|\/src\/|\.tsx?\b|\.m?js\b/,
  /\binsert into\b|\bdelete from\b|\bselect\b.+\bfrom "|\bupdate "/i,
  /violates|constraint|relation "|column "|syntax error at|duplicate key|sqlstate/i,
  /drizzle|postgres|\bpg\b|busboy|zod/i,
  /\b(Type|Reference|Syntax|Range)Error\b/,
  /\bundefined\b|\[object Object\]|\bNaN\b/,
]

/** The message of a form endpoint's answer or of a Payload REST error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any endpoint
export function messageOf(body: any): unknown {
  return body?.message ?? body?.errors?.[0]?.message
}

/**
 * A refusal as a visitor should get it: a 4xx status and one short, readable message, with no
 * stack trace and nothing of the server's internals anywhere in the body.
 */
export function expectReadableRefusal(status: number, body: unknown): void {
  const context = `${status} ${JSON.stringify(body)?.slice(0, 500)}`
  expect(status, context).toBeGreaterThanOrEqual(400)
  expect(status, context).toBeLessThan(500)
  const message = messageOf(body)
  expect(typeof message, context).toBe('string')
  expect((message as string).trim().length, context).toBeGreaterThan(0)
  expect((message as string).length, context).toBeLessThan(400)
  const text = JSON.stringify(body)
  expect(text, context).not.toMatch(/"stack"\s*:/)
  for (const pattern of internals) expect(message, context).not.toMatch(pattern)
  const fieldErrors = (body as { fieldErrors?: Record<string, unknown> }).fieldErrors ?? {}
  for (const fieldMessage of Object.values(fieldErrors)) {
    expect(typeof fieldMessage, context).toBe('string')
    expect((fieldMessage as string).trim(), context).not.toBe('')
    for (const pattern of internals) expect(fieldMessage, context).not.toMatch(pattern)
  }
}

/** Never a server error: whatever the request, the answer is a success or a readable refusal. */
export function expectNoServerError(status: number, body: unknown): void {
  if (status >= 400) expectReadableRefusal(status, body)
  else expect(status, JSON.stringify(body)?.slice(0, 500)).toBeGreaterThanOrEqual(200)
}

let inputsTried = 0

/**
 * Runs a property on `numRuns` generated inputs (stopping at the first failure) and counts them,
 * so that each file reports how much hostile input the surface withstood. A failure is reported
 * with its seed and path and the assertion's own message, which names the input; fast-check's
 * report would print the whole input, and a deeply nested one overflows the stack doing so.
 */
export async function checkProperty<Values extends unknown[]>(
  numRuns: number,
  property: fc.IAsyncProperty<Values>,
): Promise<void> {
  const details = await fc.check(property, { numRuns, endOnFailure: true })
  if (details.failed) {
    const cause = details.errorInstance
    const message = cause instanceof Error ? cause.message : String(cause)
    throw new Error(
      `Property failed after ${details.numRuns} inputs (seed ${details.seed}, path "${details.counterexamplePath}"): ${message}`,
      { cause },
    )
  }
  inputsTried += numRuns
}

/** Adds one hand-written input to the file's count. */
export const countInput = () => {
  inputsTried += 1
}

/** Prints the file's count of inputs tried once its tests are done. */
export function reportInputsTried(file: string): void {
  afterAll(() => {
    console.info(`[security] ${file}: ${inputsTried} inputs tried`)
  })
}
