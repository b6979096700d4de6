import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, Field, PayloadRequest, TextField } from 'payload'

import { editorsOnly } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { documentPaths, type PageCollection } from '@/lib/site/document-path'
import { normalizedPath, whatServes } from '@/lib/site/served-address'
import { publicChange } from '@/publishing/publication'
import { revalidateRedirects } from '@/publishing/revalidate'

/** The app's own addresses and the language prefixes, which a redirect may not take over. */
const reservedPath = /^\/(?:admin|api|en|fr|setup|_next)(?:\/|$)/

/** How many redirects in a row are followed to find one leading back. */
const maxHops = 20

/** Where a custom destination leads on this site, as its English path; undefined off the site. */
const sitePathOf = (url: unknown) =>
  typeof url === 'string' && url.startsWith('/')
    ? normalizedPath(url).replace(/^\/fr(?=\/|$)/, '') || '/'
    : undefined

type RedirectData = { from?: string | null; to?: { type?: string | null; url?: string | null } }

/**
 * The address a redirect would come back to by its destination and the redirects after it, if it
 * would: a visitor would go round in circles. Redirects apply in both languages, so `/x` leading to
 * `/fr/x` leads to itself in French.
 */
async function loopThrough(
  from: string,
  data: RedirectData,
  id: number | string | undefined,
  req: PayloadRequest,
): Promise<string | undefined> {
  let via = from
  let next = data.to?.type === 'custom' ? sitePathOf(data.to.url) : undefined
  for (let hop = 0; next && hop < maxHops; hop++) {
    if (next === from) return via
    const { docs } = await req.payload.find({
      collection: 'redirects',
      where: {
        and: [
          { from: { equals: next } },
          ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const following = docs[0] as RedirectData | undefined
    if (!following) return undefined
    if (following.to?.type !== 'custom') return undefined
    via = next
    next = sitePathOf(following.to.url)
  }
  return undefined
}

/**
 * An old address: a path of the site, without its language prefix or query, that nothing else on
 * the site serves (a redirect from it would never apply), and whose redirect does not lead back to
 * it.
 */
async function validRedirectSource(
  value: null | string | undefined,
  { req, data, id }: { req: PayloadRequest; data: Partial<RedirectData>; id?: number | string },
): Promise<true | string> {
  if (!value) return 'Write the old address, e.g. /services/old-page.'
  if (!/^\/[^\s?#]*$/.test(value) || value.includes('//')) {
    return 'Write a path that starts with / and has no spaces, ? or #, e.g. /services/old-page.'
  }
  if (value === '/' || reservedPath.test(value)) {
    return 'This address is one the site serves itself. Write the old address without /fr: the redirect applies in both languages.'
  }
  const from = normalizedPath(value)
  const served = await whatServes(from, req)
  if (served) {
    return `This address is served by ${served}: a redirect from it would never apply. Write an old address that no longer leads anywhere.`
  }
  const loop = await loopThrough(from, data, id, req)
  if (loop === from) {
    return 'This redirect leads back to its own address (in English or in French). Choose another destination.'
  }
  if (loop) {
    return `This redirect would send visitors round in circles: ${loop} leads back to ${from}. Choose another destination.`
  }
  return true
}

/**
 * Where a custom redirect leads: a path of the site, or a full https:// address; never "//host"
 * or a backslash, which browsers read as another site.
 */
function validDestination(value: null | string | undefined): true | string {
  if (!value) return 'Write where the old address should lead.'
  return /^(?:\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\]+)$/.test(value)
    ? true
    : 'Write a path that starts with / or a full address that starts with https://.'
}

const removeTrailingSlash = (value: unknown) =>
  typeof value === 'string' && value.length > 1 ? value.trim().replace(/\/+$/, '') : value

const oldAddress: Partial<TextField> = {
  label: 'Old address',
  admin: { description: 'e.g. /services/old-page. It applies in English and in French.' },
  hooks: { beforeValidate: [({ value }) => removeTrailingSlash(value)] },
  validate: validRedirectSource,
}

/** The plugin's fields, with our rules for the old address and a custom destination. */
const withOurRules = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'text' && field.name === 'from') return { ...field, ...oldAddress } as Field
    if (field.type === 'group' && 'name' in field && field.name === 'to') {
      return {
        ...field,
        fields: field.fields.map((inner) =>
          inner.type === 'text' && inner.name === 'url'
            ? ({ ...inner, validate: validDestination } as Field)
            : inner,
        ),
      }
    }
    return field
  })

/**
 * Old addresses and where they lead now (@payloadcms/plugin-redirects): the site answers them
 * with a permanent redirect instead of its 404 page. Renaming a product's, a region's, a page's
 * or a job posting's slug adds one by itself. Editors and admins manage them; the site reads them
 * through one cached read.
 */
export const redirects = redirectsPlugin({
  collections: Object.keys(documentPaths),
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      hidden: hiddenUnless('editor'),
    },
    access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
    hooks: revalidateRedirects,
    fields: ({ defaultFields }) => withOurRules(defaultFields),
  },
})

/**
 * After a product's, a region's, a page's or a job posting's slug changes, its old address leads to the document (which any
 * later rename follows too); a redirect from its new address, left by an earlier rename back,
 * would now lead to itself and goes.
 */
export const redirectRenamedSlug =
  (
    collection: PageCollection,
  ): CollectionAfterChangeHook<{ id: number; slug: string; _status?: string | null }> =>
  async ({ doc, previousDoc, operation, req, context }) => {
    if (operation !== 'update' || context.seeding) return doc
    // What the public saw before and sees now: a draft's new slug leads nowhere until published.
    const { before, after } = publicChange({ collection, context, doc, previousDoc }) ?? {}
    if (!before?.slug || !after?.slug || before.slug === after.slug) return doc
    const pathOf = documentPaths[collection]
    const from = pathOf(before.slug)
    const to = { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } }
    await req.payload.delete({
      collection: 'redirects',
      where: { from: { equals: pathOf(after.slug) } },
      overrideAccess: true,
      req,
    })
    const { docs } = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (docs[0]) {
      await req.payload.update({
        collection: 'redirects',
        id: docs[0].id,
        data: { to },
        overrideAccess: true,
        req,
      })
    } else {
      await req.payload.create({
        collection: 'redirects',
        data: { from, to },
        overrideAccess: true,
        req,
      })
    }
    return doc
  }
