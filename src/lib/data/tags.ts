import type { GlobalSlug } from 'payload'

/**
 * Cache tags shared by the cached reads in this folder and the revalidation hooks: a page is
 * tagged with every tag its reads carry, so revalidating a tag refreshes exactly those pages.
 */
export const cacheTags = {
  products: 'products',
  product: (slug: string) => `product:${slug}`,
  regions: 'regions',
  timeline: 'timeline-entries',
  jobPostings: 'job-postings',
  page: (slug: string) => `page:${slug}`,
  pages: 'pages',
  global: (slug: GlobalSlug) => `global:${slug}`,
  redirects: 'redirects',
  /** The rules, accounts, teams and organizations new leads are routed by (src/desk/routing/routing-table.ts). */
  routing: 'routing',
  /** The active webhook endpoints and their events (src/webhooks/subscriptions.ts). */
  webhookEndpoints: 'webhook-endpoints',
  /** The reply templates, of which job applications read their acknowledgements (src/recruiting/intake-read.ts). */
  replyTemplates: 'reply-templates',
}
