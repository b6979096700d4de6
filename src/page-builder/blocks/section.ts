import type { Block, Field } from 'payload'

import { sectionHeadingFields } from '@/fields/hero'

/** A list's size rule, said in the list's own words: "Add at least one question." */
export const rowsOf =
  (singular: string, plural: string, max: number) =>
  (value: unknown): true | string => {
    const count = Array.isArray(value) ? value.length : 0
    if (count === 0) return `Add at least one ${singular}.`
    return count > max ? `Keep to ${max} ${plural} at most.` : true
  }

/** Every block but the hero and the rich text opens with an optional heading and introduction. */
export const section = (slug: string, labels: Block['labels'], fields: Field[]): Block => ({
  slug,
  labels,
  fields: [{ type: 'row', fields: sectionHeadingFields() }, ...fields],
})
