/** The public routes of the spec: its products, its regions and its other pages. */
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
  '/contact',
  '/apply',
  '/privacy-policy',
  '/terms-of-service',
]

/** The landing pages the seed holds, built by editors from blocks. */
export const landingPages = ['/ussd-ghana']

export const publicRoutes = [
  ...staticRoutes,
  ...landingPages,
  ...productSlugs.map((slug) => `/products/${slug}`),
  ...regionSlugs.map((slug) => `/regions/${slug}`),
]

/** One page of each public route: what load tests browse and the bench weighs. */
export const publicPages = [...staticRoutes, '/products/vas', '/regions/west-africa']
