import type { Field, GroupField } from 'payload'

/** The opening block of a page: a small label, the main heading and an introduction. */
export const heroField = (extraFields: Field[] = []): GroupField => ({
  name: 'hero',
  type: 'group',
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    ...extraFields,
  ],
})

/** A section heading with its optional introduction. */
export const sectionHeadingFields = () => [
  { name: 'heading', type: 'text' as const, localized: true },
  { name: 'intro', type: 'textarea' as const, localized: true },
]
