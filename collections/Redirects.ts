import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, Field, TextField } from 'payload'

import { editorsOnly } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { documentPaths, type PageCollection } from '@/lib/site/document-path'
import { publicChange } from '@/publishing/publication'
import { revalidateRedirects } from '@/server/revalidate'

/** Addresses the site serves itself, which a redirect may not take over. */
const reservedPath = /^\/(?:admin|api|en|fr|setup|_next)(?:\/|$)/

/** An old address: a path of the site, without its language prefix or query. */
function validRedirectSource(value: null | string | undefined): true | string {
  if (!value) return 'Write the old address, e.g. /services/old-page.'
  if (!/^\/[^\s?#]*$/.test(value) || value.includes('//')) {
    return 'Write a path that starts with / and has no spaces, ? or #, e.g. /services/old-page.'
  }
  if (value === '/' || reservedPath.test(value)) {
    return 'This address is one the site serves itself. Write the old address without /fr: the redirect applies in both languages.'
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
 * with a permanent redirect instead of its 404 page. Renaming a product's, a region's or a job
 * posting's slug adds one by itself. Editors and admins manage them; the site reads them through one cached read.
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
 * After a product's, a region's or a job posting's slug changes, its old address leads to the document (which any
 * later rename follows too); a redirect from its new address, left by an earlier rename back,
 * would now lead to itself and goes.
 */
export const redirectRenamedSlug =
  (
    collection: Exclude<PageCollection, 'pages'>,
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
