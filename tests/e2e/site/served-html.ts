import { expect, type APIRequestContext } from '@playwright/test'
import { Window } from 'happy-dom'

import { e2eBaseUrl } from '../settings'

/**
 * A page's HTML as the server sends it, parsed into a document without running a script or
 * fetching anything: what a crawler reads. For checks of metadata and structured data, which a
 * browser's page load would only slow down. The page must answer 200.
 */
export async function servedDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const window = new Window({
    url: `${e2eBaseUrl}${path}`,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  })
  return new window.DOMParser().parseFromString(await response.text(), 'text/html')
}

export type ServedDocument = Awaited<ReturnType<typeof servedDocument>>

/** The attribute of the one element the selector finds; fails on none or several. */
export function attributeOf(document: ServedDocument, selector: string, attribute: string) {
  const found = document.querySelectorAll(selector)
  expect(found, selector).toHaveLength(1)
  return found[0].getAttribute(attribute)
}
