import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Public pages live under src/app/(site)/[locale]/. English has no prefix in URLs: /about is
 * served by /en/about; French pages keep their /fr prefix.
 */
const unprefixedPublicPath = '/:path((?!(?:admin|api|en|fr|setup|_next)(?:/|$)).+)'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several builds (e.g. e2e and bench) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks the whole project (app, tests, scripts) before every test run;
  // repeating it inside each build only slows builds down.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    return {
      afterFiles: [
        { source: '/', destination: '/en' },
        { source: unprefixedPublicPath, destination: '/en/:path' },
      ],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
