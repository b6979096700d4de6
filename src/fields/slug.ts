import type { TextField } from 'payload'

/** The URL path segment of a page; unique, indexed, lowercase words joined by hyphens. */
export const slugField = (): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'The last part of the page address, e.g. "vas".' },
  validate: (value: null | string | undefined) =>
    !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lowercase letters, digits and single hyphens only.',
})
