/** The build the suite serves, apart from the e2e tests' (.next) and the bench's. */
export const distDir = '.next-resilience'

/** What the browsing clients visit: the public pages, one after another. */
export const browsedPages = [
  '/',
  '/about',
  '/products-services',
  '/products/vas',
  '/regions/west-africa',
  '/careers',
  '/network',
  '/partnership',
  '/get-quote',
  '/apply',
]
