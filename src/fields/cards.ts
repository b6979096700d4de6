import type { ArrayField, Field } from 'payload'

import { iconField } from './icon'

type CardListOptions = {
  name: string
  label?: string
  minRows?: number
  maxRows?: number
  withIcon?: boolean
  extraFields?: Field[]
}

/** A list of cards with a title and a description, the building block of most page sections. */
export function cardListField({
  name,
  label,
  minRows,
  maxRows,
  withIcon = true,
  extraFields = [],
}: CardListOptions): ArrayField {
  return {
    name,
    label,
    type: 'array',
    minRows,
    maxRows,
    admin: { initCollapsed: true },
    fields: [
      ...(withIcon ? [iconField()] : []),
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'description', type: 'textarea', localized: true },
      ...extraFields,
    ],
  }
}

/** A list of short localized strings, e.g. feature bullets. */
export function bulletListField(name: string, label?: string, maxRows?: number): ArrayField {
  return {
    name,
    label,
    type: 'array',
    maxRows,
    admin: { initCollapsed: true },
    fields: [{ name: 'text', type: 'text', required: true, localized: true }],
  }
}

/**
 * A big figure with its caption, e.g. "250M+" / "Subscribers Reached". Both are per language:
 * French writes its figures its own way ("250 M+", "99,9 %", with a narrow no-break space).
 */
export function statListField(name = 'stats', label?: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'value', type: 'text', required: true, localized: true },
          { name: 'label', type: 'text', required: true, localized: true },
        ],
      },
    ],
  }
}
