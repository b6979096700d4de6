import { getTranslations } from 'next-intl/server'

import { siteUrl } from '@/server/env'
import type { SiteSetting } from '@/payload-types'

import { JsonLd } from './json-ld'

/** The company as search engines describe it, from the site settings. */
export async function OrganizationJsonLd({ settings }: { settings: SiteSetting }) {
  const t = await getTranslations('pages.seo')
  const { contact } = settings
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.siteName,
        url: `${siteUrl()}/`,
        description: settings.footerTagline ?? undefined,
        email: contact.email,
        telephone: contact.phone,
        foundingLocation: t('foundingLocation'),
        address: {
          '@type': 'PostalAddress',
          streetAddress: contact.address.split('\n').join(', '),
        },
        areaServed: (settings.markets ?? []).map((market) => ({
          '@type': 'Country',
          name: market.name,
        })),
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'sales',
          email: contact.email,
          telephone: contact.phone,
        },
      }}
    />
  )
}
