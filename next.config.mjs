import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { contentSecurityPolicy, securityHeaders } from './src/server/security-headers.mjs'

/**
 * Public pages live under src/app/(site)/[locale]/. English has no prefix in URLs: /about is
 * served by /en/about; French pages keep their /fr prefix.
 */
const unprefixedPublicPath = '/:path((?!(?:admin|api|en|fr|setup|_next)(?:/|$)).+)'

/**
 * Live preview: the admin shows a page of the site in a frame of its own origin. Only the admin
 * may frame, and only a page in preview (Next's draft-mode cookie, which /api/preview gives
 * editors) may be framed, by this origin alone; every other response keeps refusing frames.
 */
const livePreviewHeaders = [
  ...[
    { source: '/api/preview' },
    { source: '/(.*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ].map((rule) => ({
    ...rule,
    headers: [
      {
        key: 'Content-Security-Policy',
        value: contentSecurityPolicy({ frameAncestors: "'self'" }),
      },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ],
  })),
  // A résumé in PDF, shown inside its application's page: framed by the admin alone. The file
  // route behind it checks access; its content is only ever a PDF (view-endpoint.ts).
  {
    source: '/api/application-files/:id/view',
    headers: [
      {
        key: 'Content-Security-Policy',
        value: "default-src 'none'; frame-ancestors 'self'",
      },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ],
  },
  // Last, so that it holds for an admin page opened with the preview cookie too.
  {
    source: '/admin(.*)',
    headers: [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy({ frameSrc: "'self'" }) },
    ],
  },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several builds (e.g. e2e and bench) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Pages and data in Redis when REDIS_URL is set (shared by every instance), else Next's files;
  // chosen when the server starts, from the same build.
  cacheHandler: fileURLToPath(import.meta.resolve('./src/server/shared-cache/cache-handler.mjs')),
  serverExternalPackages: ['@redis/client'],
  poweredByHeader: false,
  // `npm run dev` refuses its scripts to any origin but localhost, so a page opened at
  // 127.0.0.1:3000 would never come to life.
  allowedDevOrigins: ['127.0.0.1'],
  // An ETag is a hash of the whole page computed on every request (a tenth of a cached page
  // view's CPU time); cached pages are freshened by revalidation tags, not by validators.
  generateEtags: false,
  // `npm run typecheck` checks the whole project (app, tests, scripts) before every test run;
  // repeating it inside each build only slows builds down.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  experimental: {
    // The forms' server actions take a form the browser posts itself; the largest is a job
    // application with its two files of at most 5 MB each (src/submissions/job-application/schema.ts).
    serverActions: { bodySizeLimit: '11mb' },
    // Next loads every route's code when the server starts. Each route handler under /api is a
    // bundle of its own with the whole Payload config in it (about 6 MB of source kept in memory
    // each); loaded when first asked for, the rarely used ones (preview, market reports,
    // sitemap) cost nothing until then.
    preloadEntriesOnStart: false,
  },
  async headers() {
    // An unnamed group, not `/:path*`: with a named parameter Next recompiles every header value
    // holding a colon (the CSP's `data:`) as a path template on each request.
    return [{ source: '/(.*)', headers: securityHeaders }, ...livePreviewHeaders]
  },
  async redirects() {
    return [
      // The spec's aliases, each answered with a permanent redirect to its one canonical URL.
      { source: '/solutions', destination: '/products-services', permanent: true },
      { source: '/services/vas', destination: '/products/vas', permanent: true },
      { source: '/services/fintech', destination: '/products/fintech', permanent: true },
      { source: '/services/marketplace', destination: '/products/marketplace', permanent: true },
      { source: '/services/enterprise', destination: '/products/enterprise', permanent: true },
      { source: '/services/ai-solutions', destination: '/products/ai', permanent: true },
      { source: '/services/5g-infotainment', destination: '/products/ott', permanent: true },
      { source: '/products/5g', destination: '/products/ott', permanent: true },
      // English pages have no prefix; /en/... addresses typed by hand lead to the canonical URL.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ]
  },
  async rewrites() {
    return {
      afterFiles: [
        // ?page=N of the careers list is a cached page of its own.
        ...['', '/fr'].map((prefix) => ({
          source: `${prefix}/careers`,
          has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,3})' }],
          destination: `${prefix || '/en'}/careers/page/:page`,
        })),
        // ?job=<id> of the application form names the posting applied for: a cached page of its
        // own, so the page shows the posting and the form has it chosen without any script.
        ...['', '/fr'].map((prefix) => ({
          source: `${prefix}/apply`,
          has: [{ type: 'query', key: 'job', value: '(?<job>[1-9]\\d{0,9})' }],
          destination: `${prefix || '/en'}/apply/job/:job`,
        })),
        { source: '/', destination: '/en' },
        { source: unprefixedPublicPath, destination: '/en/:path' },
      ],
    }
  },
}

// The interface's words per locale: src/i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const payloadNextConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload adds the colour-scheme client hint (Accept-CH, Critical-CH, Vary) to every response so
 * that its admin can follow the visitor's theme; ours is always light (payload.config.ts), so the
 * hint is never read. Critical-CH is not harmless: on a first visit the browser throws the page
 * away and requests it again with the hint, a whole round trip before anything shows, and the
 * Vary splits every cached response by colour scheme. That rule is dropped.
 */
const isColourSchemeHintRule = (rule) =>
  rule.headers.some(({ key }) => key.toLowerCase() === 'critical-ch')

const config = {
  ...payloadNextConfig,
  async headers() {
    const rules = await payloadNextConfig.headers()
    return rules.filter((rule) => !isColourSchemeHintRule(rule))
  },
}

export default config
