import { localePath } from '@/lib/site/locale-path'
import { isAppAddress } from '@/server/page-requests'
import { defaultLocale, locales } from '@/lib/site/locales'

/** A path longer than this is no page of the site's. */
const maxPathLength = 200

/** The segments of the site's own addresses: lowercase words, digits and single hyphens. */
const segment = '[a-z0-9]+(?:-[a-z0-9]+)*'

/**
 * The addresses the site publishes, as routes under src/app/(site)/[locale] draw them, each
 * without its language prefix. A market report's download page is one address whatever its
 * token; a thank-you page is no view of a page (it follows a form, which is counted as its lead).
 */
const publishedRoutes: { pattern: RegExp; countedAs?: string }[] = [
  { pattern: /^\/$/ },
  {
    pattern:
      /^\/(?:about|products-services|network|careers|partnership|contact|get-quote|apply|privacy-policy|terms-of-service)$/,
  },
  { pattern: new RegExp(`^/(?:products|regions|careers|get-quote)/${segment}$`) },
  { pattern: /^\/careers\/page\/[1-9]\d{0,3}$/ },
  { pattern: new RegExp(`^/apply/job/${segment}$`) },
  // Landing pages: /ussd-ghana.
  { pattern: new RegExp(`^/${segment}$`) },
  { pattern: /^\/market-report\/[^/]+$/, countedAs: '/market-report' },
]

const prefixed = locales.filter((locale) => locale !== defaultLocale)

/**
 * The path a view of `pathname` is counted under: the published address it reaches, its
 * %-escapes decoded (`/products/%76as` is `/products/vas`), or none for an address the site does
 * not publish (`/careers/%2e%2e`, `/Products/VAS`, a thank-you page, a file). Which of the
 * published addresses exists is for the app to say: only a page served (200) is counted.
 */
export function countedPath(pathname: string): string | undefined {
  if (pathname.length > maxPathLength * 3) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.length > maxPathLength || isAppAddress(decoded)) return undefined
  const locale = prefixed.find((each) => decoded === `/${each}` || decoded.startsWith(`/${each}/`))
  const rest = locale ? decoded.slice(locale.length + 1) || '/' : decoded
  const route = publishedRoutes.find(({ pattern }) => pattern.test(rest))
  if (!route) return undefined
  return localePath(locale ?? defaultLocale, route.countedAs ?? rest)
}
