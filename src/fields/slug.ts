import type { CollectionSlug, FieldHook, TextField, TextFieldSingleValidation } from 'payload'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugFormat = (value: null | string | undefined) =>
  !value || slugPattern.test(value)
    ? true
    : 'Use lowercase letters, digits and single hyphens only.'

/** The URL path segment of a page; unique, indexed, lowercase words joined by hyphens. */
export const slugField = (validate: TextFieldSingleValidation = slugFormat): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'The last part of the page address, e.g. "vas".' },
  validate,
})

/** "Chargé(e) de comptes – Afrique" → "charge-e-de-comptes-afrique". */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

type TitledSlugOptions = {
  collection: CollectionSlug
  /** The field the slug is made from. */
  from: string
  /** Segments a document may not take because another page of the same folder has them. */
  reserved: readonly string[]
  /** What the sidebar says about the address, e.g. "/careers/<slug>". */
  description: string
}

/**
 * A slug made from `from` when left empty (on creation, or when cleared), and the first free one
 * when that is taken or reserved: "sales-manager", then "sales-manager-2". A slug typed by hand
 * is kept as typed, and refused with the reason when it is taken or reserved.
 */
export function titledSlugField({
  collection,
  from,
  reserved,
  description,
}: TitledSlugOptions): TextField {
  const othersWith = async (
    req: Parameters<FieldHook>[0]['req'],
    where: Record<string, unknown>,
    id: number | string | undefined,
  ) => {
    const { docs } = await req.payload.find({
      collection,
      where: {
        and: [where, ...(id === undefined ? [] : [{ id: { not_equals: id } }])],
      } as never,
      select: { slug: true } as never,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return new Set(docs.map((doc) => String((doc as { slug?: string }).slug)))
  }

  const firstFreeSlug: FieldHook = async ({ value, data, originalDoc, req }) => {
    if (typeof value === 'string' && value.trim()) return value.trim()
    const base = slugify(String(data?.[from] ?? originalDoc?.[from] ?? '')) || collection
    const taken = await othersWith(req, { slug: { like: base } }, originalDoc?.id)
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`
      if (!taken.has(candidate) && !reserved.includes(candidate)) return candidate
    }
  }

  return {
    name: 'slug',
    type: 'text',
    // Never empty (it is made from the title when left so), but not asked of the person either:
    // no asterisk. The validation below refuses an empty one all the same.
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `${description} Made from the title when left empty.`,
    },
    hooks: {
      beforeValidate: [firstFreeSlug],
      // A copy gets a slug of its own, made from its title.
      beforeDuplicate: [() => null],
    },
    validate: (async (value, { req, id, event }) => {
      const format = slugFormat(value)
      if (format !== true) return format
      if (!value) return true
      if (reserved.includes(value)) {
        return `"${value}" is an address the site uses itself: choose another slug.`
      }
      // Typing in the admin checks the format; only a save asks the database.
      if (event === 'onChange') return true
      const taken = await othersWith(req, { slug: { equals: value } }, id)
      return taken.size ? 'This slug is already taken: choose another.' : true
    }) satisfies TextFieldSingleValidation,
  }
}
