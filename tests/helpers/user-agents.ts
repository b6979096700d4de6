/**
 * A phone's browser, as the page-view counter sees visitors. Playwright's own Chromium names
 * itself HeadlessChrome, which the counter (isbot) takes for a bot, and so would autocannon's.
 */
export const phoneBrowser =
  'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

/** A search engine's crawler: never a view. */
export const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
