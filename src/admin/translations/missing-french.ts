import { sql } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  GlobalSlug,
  Payload,
  PayloadRequest,
  SelectField,
  TextField,
} from 'payload'

import { setByTheServer } from '@/access'
import { englishOf } from '@/lib/site/labels'
import { toWords } from 'payload/shared'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value holds something a reader would see: text, rich text with text, a list. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isObject(value) && isObject(value.root))
    return JSON.stringify(value.root).includes('"text":"')
  return value !== null && value !== undefined
}

/** A field's or row's name as the editor sees it in the admin: its label, in English. */
const labelOf = (field: { label?: unknown; name?: string }) =>
  englishOf(field.label, field.name ? toWords(field.name) : '')

/**
 * The localized fields that have English but no French, named as the editor sees them in the
 * admin ("Hero › Eyebrow", "Features 3 › Title"). Walks the fields as configured: rows, tabs,
 * groups, arrays and blocks, each row compared with its twin.
 */
export function missingFrench(
  fields: Field[],
  english: unknown,
  french: unknown,
  within: string[] = [],
): string[] {
  const en = isObject(english) ? english : {}
  const fr = isObject(french) ? french : {}
  const named = (...parts: string[]) => [...within, ...parts].filter(Boolean).join(' › ')
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? missingFrench(tab.fields, en[tab.name], fr[tab.name], [...within, labelOf(tab)])
          : missingFrench(tab.fields, en, fr, within),
      )
    }
    if (!('name' in field)) {
      return 'fields' in field ? missingFrench(field.fields, en, fr, within) : []
    }
    if ('localized' in field && field.localized) {
      return isFilled(en[field.name]) && !isFilled(fr[field.name]) ? [named(labelOf(field))] : []
    }
    if (field.type === 'group')
      return missingFrench(field.fields, en[field.name], fr[field.name], [
        ...within,
        labelOf(field),
      ])
    if (field.type === 'blocks') {
      const rows = Array.isArray(en[field.name]) ? (en[field.name] as Data[]) : []
      const frenchRows = Array.isArray(fr[field.name]) ? (fr[field.name] as unknown[]) : []
      const sameType = (type: unknown) => rows.filter((row) => row.blockType === type).length
      return rows.flatMap((row, index) => {
        const block = field.blocks.find(({ slug }) => slug === row.blockType)
        if (!block) return []
        const label = englishOf(block.labels?.singular, toWords(block.slug))
        // The second of two FAQ blocks is "FAQ 2"; a block alone of its kind, its label.
        const number = rows.slice(0, index + 1).filter((each) => each.blockType === row.blockType)
        const name = sameType(row.blockType) > 1 ? `${label} ${number.length}` : label
        return missingFrench(block.fields, row, frenchRows[index], [...within, name])
      })
    }
    if (field.type === 'array') {
      const rows = Array.isArray(en[field.name]) ? (en[field.name] as unknown[]) : []
      const frenchRows = Array.isArray(fr[field.name]) ? (fr[field.name] as unknown[]) : []
      return rows.flatMap((row, index) =>
        missingFrench(field.fields, row, frenchRows[index], [
          ...within,
          `${englishOf(field.labels?.singular, labelOf(field))} ${index + 1}`,
        ]),
      )
    }
    return []
  })
}

/** What a document with no English yet lacks: everything, so it is not "Complete". */
export const nothingWrittenYet = 'Nothing written yet'

/**
 * What the latest draft's French lacks, for its status: the fields with English and no French,
 * or, while nothing is written in English either (a page just created), `nothingWrittenYet`.
 */
export function frenchStillMissing(fields: Field[], english: unknown, french: unknown): string[] {
  const written = missingFrench(fields, english, {})
  return written.length === 0 ? [nothingWrittenYet] : missingFrench(fields, english, french)
}

/** How editors see whether a document has its French: in the list, and beside the document. */
const translationStatusFields = (): [SelectField, TextField] => [
  {
    name: 'translationStatus',
    label: 'French',
    type: 'select',
    options: [
      { value: 'complete', label: 'Complete' },
      { value: 'missing', label: 'Missing fields' },
    ],
    index: true,
    access: setByTheServer,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description:
        'Of the latest draft, worked out on every save. Where French is missing, /fr shows the English.',
    },
  },
  {
    name: 'missingFrench',
    label: 'Fields without French',
    type: 'text',
    access: setByTheServer,
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.missingFrench),
    },
  },
]

/**
 * Stores the status straight in the rows, with no hooks and no revalidation, in the save's
 * transaction: in the document's row, which the Overview counts, and in its latest version's,
 * which the admin's lists and `?draft=true` read. Both describe the latest draft.
 */
async function store(
  req: PayloadRequest,
  table: string,
  id: number | undefined,
  missing: string[],
): Promise<{ translationStatus: string; missingFrench: string | null }> {
  const db = await transactionDatabase(postgres(req.payload), req)
  const status = missing.length > 0 ? 'missing' : 'complete'
  const missingFrench = missing.join(', ') || null
  const ofDocument = id === undefined ? sql.empty() : sql` WHERE id = ${id}`
  const ofParent = id === undefined ? sql.empty() : sql` AND parent_id = ${id}`
  await db.execute(sql`
    UPDATE ${sql.identifier(table)}
    SET translation_status = ${status}, missing_french = ${missingFrench}
    ${ofDocument}`)
  await db.execute(sql`
    UPDATE ${sql.identifier(`_${table}_v`)}
    SET version_translation_status = ${status}, version_missing_french = ${missingFrench}
    WHERE latest ${ofParent}`)
  return { translationStatus: status, missingFrench }
}

const table = (slug: string) => slug.replaceAll('-', '_')

/**
 * A request of its own for one read in the save's transaction: the Local API writes the locale it
 * is asked for into the request it is given, which must not change the save's own.
 */
const readingIn = (req: PayloadRequest) => ({ transactionID: req.transactionID }) as PayloadRequest

/** After any save, in either language: what the latest draft's French still lacks. */
export const recordTranslationStatus: CollectionAfterChangeHook = async ({
  doc,
  req,
  collection,
}) => {
  const slug = collection.slug as CollectionSlug
  const read = (locale: 'en' | 'fr') =>
    req.payload.findByID({
      collection: slug,
      id: doc.id,
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      req: readingIn(req),
    })
  const [english, french] = await Promise.all([read('en'), read('fr')])
  const status = await store(
    req,
    table(slug),
    doc.id,
    frenchStillMissing(collection.fields, english, french),
  )
  // The answer to the save, which the admin shows, says it too.
  return { ...doc, ...status }
}

export const recordGlobalTranslationStatus: GlobalAfterChangeHook = async ({
  doc,
  req,
  global,
}) => {
  const slug = global.slug as GlobalSlug
  const read = (locale: 'en' | 'fr') =>
    req.payload.findGlobal({
      slug,
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      req: readingIn(req),
    })
  const [english, french] = await Promise.all([read('en'), read('fr')])
  const status = await store(
    req,
    table(slug),
    undefined,
    frenchStillMissing(global.fields, english, french),
  )
  return { ...doc, ...status }
}

/** The documents and page globals whose French is not complete, for the Overview. */
export async function countUntranslated(
  payload: Payload,
  collections: CollectionSlug[],
  globals: GlobalSlug[],
): Promise<{ collection: string; label: string; count: number }[]> {
  const counts = await Promise.all([
    ...collections.map(async (slug) => ({
      collection: slug,
      label: englishOf(payload.collections[slug].config.labels.plural, slug),
      count: (
        await payload.count({
          collection: slug,
          where: { translationStatus: { equals: 'missing' } },
        })
      ).totalDocs,
    })),
    ...globals.map(async (slug) => {
      const doc = (await payload.findGlobal({ slug, depth: 0 })) as { translationStatus?: string }
      const config = payload.globals.config.find((global) => global.slug === slug)
      return {
        collection: `globals/${slug}`,
        label: englishOf(config?.label, slug),
        count: doc.translationStatus === 'missing' ? 1 : 0,
      }
    }),
  ])
  return counts.filter(({ count }) => count > 0)
}

/** A collection whose documents say what their French lacks: the fields, a list column, the hook. */
export function trackingFrench(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      defaultColumns: [...(config.admin?.defaultColumns ?? []), 'translationStatus'],
    },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), recordTranslationStatus],
    },
    fields: [...config.fields, ...translationStatusFields()],
  }
}

/** A page global that says what its French lacks. */
export function trackingFrenchGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), recordGlobalTranslationStatus],
    },
    fields: [...config.fields, ...translationStatusFields()],
  }
}
