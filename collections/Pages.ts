import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { redirectRenamedSlug } from './Redirects'

import { trackingFrench } from '@/admin/translations/missing-french'

import { hiddenUnless } from '@/lib/admin/navigation'
import { slugField, slugFormat } from '@/fields/slug'
import { documentPaths } from '@/lib/site/document-path'
import { routedPageSlugs, servedByTheApp } from '@/lib/site/served-address'
import { layoutField } from '@/page-builder/layout-field'
import { withDrafts } from '@/publishing/drafts'
import { revalidatePage } from '@/publishing/revalidate'

const isRoutedPage = (slug: unknown) => (routedPageSlugs as readonly unknown[]).includes(slug)

/**
 * A page's address: free of everything the site serves itself (its pages, the admin, the API, the
 * language prefixes) and of a redirect, which the page would hide. The pages the site's own
 * routes show (the policies, the quote and application pages) keep theirs.
 */
const freeAddress: TextFieldSingleValidation = async (value, options) => {
  const format = slugFormat(value)
  if (format !== true || !value) return format
  const before = options.previousValue
  if (isRoutedPage(before) && value !== before) {
    return `This page's address is fixed: the site shows it at /${before}.`
  }
  if (isRoutedPage(value)) return true
  const served = servedByTheApp(`/${value}`)
  if (served) return `/${value} is already used by ${served}: choose another address.`
  if (options.event === 'onChange') return true
  const { totalDocs } = await options.req.payload.count({
    collection: 'redirects',
    where: { from: { equals: `/${value}` } },
    overrideAccess: true,
    req: options.req,
  })
  return totalDocs > 0
    ? `/${value} is redirected elsewhere: delete that redirect first, or choose another address.`
    : true
}

/**
 * The site's editable pages: landing pages built from blocks at an address the editors choose
 * (/<slug> and /fr/<slug>), and the copy of the policies, quote and application pages.
 */
export const Pages: CollectionConfig = withDrafts(
  trackingFrench({
    slug: 'pages',
    labels: { singular: 'Page', plural: 'Pages' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', '_status', 'translationStatus', 'updatedAt'],
      hidden: hiddenUnless('editor'),
    },
    hooks: {
      ...revalidatePage,
      afterChange: [...revalidatePage.afterChange, redirectRenamedSlug('pages')],
    },
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        localized: true,
        admin: {
          description: "The page's name in search results; its heading when it has no hero.",
        },
      },
      slugField(freeAddress),
      {
        name: 'noindex',
        label: 'Hide from search engines',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          position: 'sidebar',
          description:
            'Left out of the sitemap and marked noindex, e.g. for a page only an ad links to.',
        },
      },
      {
        name: 'intro',
        type: 'textarea',
        localized: true,
        admin: { description: 'Under the heading when the page has no hero.' },
      },
      layoutField,
    ],
  }),
  ({ slug }) => documentPaths.pages(String(slug ?? '')),
)
