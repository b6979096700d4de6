import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl } from '@/lib/site/page-metadata'

export type Crumb = { name: string; href: string }

/** Visible breadcrumbs on the dark hero plus their BreadcrumbList structured data. */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('common')
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="mb-8 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-navy-200">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-white">
                  {crumb.name}
                </span>
              ) : (
                <a href={crumb.href} className="rounded-sm hover:text-white">
                  {crumb.name}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.href),
          })),
        }}
      />
    </>
  )
}
