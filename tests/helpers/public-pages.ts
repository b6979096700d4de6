/** One page of each public route: what load tests browse and the bench weighs. */
export const publicPages = [
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
