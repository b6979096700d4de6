import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/site/page-metadata'

// The public origin comes from SITE_URL at run time, not from the build machine.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
