/** Every public route of the spec, with the h1 each page shows from the seed. */
export const productSlugs = [
  'enterprise',
  'fintech',
  'ott',
  'ai',
  'cpaas',
  'marketplace',
  'vas',
  'content',
  'lottery',
  'iot',
  'ccas',
]

export const regionSlugs = ['west-africa', 'east-africa', 'central-africa']

export const staticRoutes = [
  '/',
  '/about',
  '/get-quote',
  '/careers',
  '/products-services',
  '/network',
  '/partnership',
  '/apply',
  '/privacy-policy',
  '/terms-of-service',
]

export const publicRoutes = [
  ...staticRoutes,
  ...productSlugs.map((slug) => `/products/${slug}`),
  ...regionSlugs.map((slug) => `/regions/${slug}`),
]

/** The spec's aliases and the canonical URL each redirects to. */
export const aliases: Record<string, string> = {
  '/solutions': '/products-services',
  '/services/vas': '/products/vas',
  '/services/fintech': '/products/fintech',
  '/services/marketplace': '/products/marketplace',
  '/services/enterprise': '/products/enterprise',
  '/services/ai-solutions': '/products/ai',
  '/services/5g-infotainment': '/products/ott',
  '/products/5g': '/products/ott',
}
