import type { Page } from '@playwright/test'

/**
 * Payload's "Schedule Publish", called as the admin's own script calls it: through the server
 * action every server function goes through, with the arguments its drawer sends.
 */

export type Schedule = {
  type: 'publish' | 'unpublish'
  date: string
  deleteID?: number
  doc: { relationTo: string; value: number }
}

/** A week ahead, as the browser sends a date to a server action (React's "$D" encoding). */
export const inAWeek = () => `$D${new Date(Date.now() + 7 * 24 * 3600_000).toISOString()}`

/**
 * The id of the server action through which the admin's script calls every server function,
 * read from the request it sends when a field of a new document changes (a new one, so that no
 * stored document is left locked).
 */
export async function serverFunctionAction(editorPage: Page): Promise<string> {
  await editorPage.goto('/admin/collections/products/create')
  const sent = editorPage.waitForRequest(
    (request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined,
  )
  await editorPage.getByLabel('Title', { exact: false }).first().fill('Renamed while scheduling')
  return (await sent).headers()['next-action']!
}

/**
 * Calls the `schedule-publish` server function from `page`, as its signed-in user; whether it
 * succeeded (a failure is an `error` in a 200 answer, or a refusal).
 */
export const schedulePublish = async (page: Page, action: string, args: Schedule) => {
  const { status, body } = await page.evaluate(
    async ({ action, args }) => {
      const response = await fetch('/admin', {
        method: 'POST',
        headers: {
          'Next-Action': action,
          Accept: 'text/x-component',
          'Content-Type': 'text/plain;charset=UTF-8',
        },
        body: JSON.stringify([{ name: 'schedule-publish', args }]),
      })
      return { status: response.status, body: await response.text() }
    },
    { action, args },
  )
  return status === 200 && !body.includes('"error":')
}
