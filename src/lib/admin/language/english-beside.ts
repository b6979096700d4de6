import type { Block, Field, Plugin, Tab } from 'payload'

const component = '/src/lib/admin/language/EnglishBeside#EnglishBeside'

/** Fields whose text a translator writes: text, long text and rich text. */
const translatable = new Set(['text', 'textarea', 'richText'])

function withEnglish(field: Field, localized: boolean): Field {
  const inLocalized = localized || ('localized' in field && Boolean(field.localized))
  if (field.type === 'tabs') {
    return {
      ...field,
      tabs: field.tabs.map((tab): Tab => ({ ...tab, fields: fieldsOf(tab.fields, inLocalized) })),
    }
  }
  if (field.type === 'blocks') {
    return {
      ...field,
      blocks: (field.blocks ?? []).map((block): Block => ({
        ...block,
        fields: fieldsOf(block.fields, inLocalized),
      })),
    }
  }
  if ('fields' in field && Array.isArray(field.fields)) {
    return { ...field, fields: fieldsOf(field.fields, inLocalized) } as Field
  }
  if (!inLocalized || !translatable.has(field.type)) return field
  const admin = ('admin' in field ? field.admin : undefined) as
    { hidden?: boolean; readOnly?: boolean; components?: Record<string, unknown> } | undefined
  if (admin?.hidden || admin?.readOnly || admin?.components?.Description) return field
  return {
    ...field,
    admin: { ...admin, components: { ...admin?.components, Description: component } },
  } as Field
}

const fieldsOf = (fields: Field[], localized = false) =>
  fields.map((field) => withEnglish(field, localized))

/**
 * Every localized text field of the collections and globals shows its English under it while
 * the document is edited in French (EnglishBeside). A plugin, after the SEO plugin has added its
 * localized meta fields.
 */
export const englishBesideFrench: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: fieldsOf(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: fieldsOf(global.fields) })),
})
