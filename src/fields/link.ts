import type { Field, TextFieldSingleValidation } from 'payload'

/**
 * Where a link may lead: a path of the site, a section of the same page (`#form`) or a full
 * https:// address; never "//host" or a backslash, which browsers read as another site.
 */
export const validLinkTarget = (value: null | string | undefined): true | string =>
  !value ||
  (/^(?:\/(?![/\\])[^\s\\]*|#[A-Za-z][\w-]*|https:\/\/[^\s\\]+)$/.test(value) &&
    // A browser must read it too: https://[ matches the shape and throws in every page.
    URL.canParse(value, 'https://site.invalid'))
    ? true
    : 'Write a path that starts with /, a section such as #form, or a full address that starts with https://.'

/** A button: its words, per language, and where it leads (a site path is kept in the page's language). */
export const linkFields = (prefix: string, label: string, required = false): Field => ({
  type: 'row',
  fields: [
    {
      name: `${prefix}Label`,
      label: `${label} text`,
      type: 'text',
      localized: true,
      required,
      admin: { width: '50%' },
    },
    {
      name: `${prefix}Link`,
      label: `${label} link`,
      type: 'text',
      required,
      admin: { width: '50%', description: 'e.g. /get-quote, #form or https://…' },
      validate: ((value, { siblingData }) => {
        const words = (siblingData as Record<string, unknown>)[`${prefix}Label`]
        if (words && !value) return 'Write where the button leads.'
        if (value && !words) return 'Write the words of the button.'
        return validLinkTarget(value)
      }) satisfies TextFieldSingleValidation,
    },
  ],
})
