import { convert } from 'html-to-text'
import sanitizeHtml from 'sanitize-html'

/**
 * What an e-mail written on a lead's page may hold: the editor's paragraphs, bold, italics,
 * lists and links (web and mail addresses only), nothing that runs or loads. Anything else is
 * dropped, its text kept.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens outside the page that shows it, and tells it nothing.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}

/** The e-mail's HTML as it may be sent and shown: only what `allowed` names. */
export const sanitizedEmailHtml = (html: string): string =>
  sanitizeHtml(html, {
    ...allowed,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
  }).trim()

/** Text as HTML shows it, whatever it holds. */
export const escapedHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Plain text (the form's text box, before the editor's script runs; a signature) as HTML: a
 * paragraph per blank-line-separated block, its single line breaks kept.
 */
export const plainTextAsHtml = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapedHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('')

/** The e-mail's plain-text part: what a mail client without HTML shows, links written out. */
export const plainTextOf = (html: string): string =>
  convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    ],
  }).trim()

/** Whether HTML shows any text at all (an editor left empty still holds `<p><br></p>`). */
export const hasText = (html: string): boolean => plainTextOf(html).trim() !== ''

/**
 * The e-mail with the sender's signature: in place of a `{sender}` that ends it (the sign-off of
 * a template, "Kind regards,<br>{sender}"), so that the name is not written twice; else after
 * it, as a paragraph of its own.
 */
export function withSignature(html: string, signature: string): string {
  if (signature.trim() === '') return html
  const lines = escapedHtml(signature.trim().replace(/\r\n?/g, '\n')).replace(/\n/g, '<br />')
  const closing = /\{sender\}((?:\s|<\/[a-z0-9]+>|<br\s*\/?>)*)$/i
  if (closing.test(html)) return html.replace(closing, (_, after: string) => `${lines}${after}`)
  return `${html}<p>${lines}</p>`
}
