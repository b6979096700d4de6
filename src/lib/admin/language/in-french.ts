import type { Block, CollectionConfig, Field, GlobalConfig, Option, Tab } from 'payload'
import { toWords } from 'payload/shared'

import { frenchLabels } from './french-labels'

/**
 * The admin speaks each staff member's language (Users' `language`). Payload translates its own
 * words; ours are written in English in the collections' configs and given their French here,
 * from one dictionary keyed by the English, so that a config reads as before and a label with no
 * French yet stays in English (tests/unit/admin/french-labels.test.ts lists those).
 */

type Label = unknown

/** A label in both languages where the dictionary has the French, else as it was. */
function bilingual(label: Label): Label {
  if (typeof label !== 'string') return label
  const french = frenchLabels[label]
  return french ? { en: label, fr: french } : label
}

function labelsOf<T extends { singular?: Label; plural?: Label } | undefined>(labels: T): T {
  if (!labels) return labels
  return { ...labels, singular: bilingual(labels.singular), plural: bilingual(labels.plural) }
}

function optionIn(option: Option): Option {
  return typeof option === 'string'
    ? option
    : { ...option, label: bilingual(option.label) as string }
}

function adminOf<T extends { description?: Label } | undefined>(admin: T): T {
  if (!admin || typeof admin.description !== 'string') return admin
  return { ...admin, description: bilingual(admin.description) }
}

function blockIn(block: Block): Block {
  return {
    ...block,
    labels: labelsOf(block.labels) as Block['labels'],
    fields: fieldsIn(block.fields),
  }
}

function tabIn(tab: Tab): Tab {
  const withLabel = {
    ...tab,
    label: bilingual(tab.label ?? ('name' in tab ? toWords(tab.name) : undefined)),
  } as Tab
  return {
    ...withLabel,
    description: bilingual(tab.description) as Tab['description'],
    fields: fieldsIn(tab.fields),
  }
}

function fieldIn(field: Field): Field {
  const translated = { ...field } as Field & Record<string, unknown>
  if ('name' in field && field.type !== 'ui' && field.label !== false) {
    translated.label = bilingual(field.label ?? toWords(field.name))
  } else if ('label' in field && field.label) {
    translated.label = bilingual(field.label)
  }
  if ('admin' in field)
    translated.admin = adminOf(field.admin as { description?: Label }) as typeof field.admin
  if ('options' in field && Array.isArray(field.options))
    translated.options = field.options.map(optionIn)
  if ('labels' in field) translated.labels = labelsOf(field.labels as { singular?: Label })
  if ('fields' in field && Array.isArray(field.fields)) translated.fields = fieldsIn(field.fields)
  if (field.type === 'tabs') translated.tabs = field.tabs.map(tabIn)
  if (field.type === 'blocks' && field.blocks) translated.blocks = field.blocks.map(blockIn)
  return translated as Field
}

const fieldsIn = (fields: Field[]): Field[] => fields.map(fieldIn)

export function collectionInFrench(collection: CollectionConfig): CollectionConfig {
  const labels = collection.labels ?? {
    singular: toWords(collection.slug),
    plural: toWords(collection.slug),
  }
  return {
    ...collection,
    labels: labelsOf(labels) as CollectionConfig['labels'],
    admin: {
      ...collection.admin,
      group: bilingual(collection.admin?.group) as string,
      description: bilingual(collection.admin?.description) as string,
    },
    fields: fieldsIn(collection.fields),
  }
}

export function globalInFrench(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: bilingual(global.label ?? toWords(global.slug)) as string,
    admin: {
      ...global.admin,
      group: bilingual(global.admin?.group) as string,
      description: bilingual(global.admin?.description) as string,
    },
    fields: fieldsIn(global.fields),
  }
}

/** Every English text the configs give the admin that has no French yet: labels and help. */
export function untranslated(configs: (CollectionConfig | GlobalConfig)[]): string[] {
  const missing = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    // An option shown as its value (a currency's ISO code) reads the same in both languages.
    if ('value' in value && 'label' in value && value.label === value.value) return
    for (const [key, inner] of Object.entries(value)) {
      if (['label', 'singular', 'plural', 'description', 'group'].includes(key)) {
        if (typeof inner === 'string' && inner.trim()) missing.add(inner)
      }
      if (['fields', 'tabs', 'blocks', 'options', 'labels', 'admin'].includes(key)) visit(inner)
    }
  }
  configs.forEach(visit)
  return [...missing].sort()
}
