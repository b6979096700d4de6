/**
 * A reply started from a template once the person has already written something: the template's
 * greeting and text, then what they wrote, then the template's sign-off (its last paragraph), so
 * that their words never come after "Kind regards". With nothing written, the template as it is.
 */
export function withTemplate(template: string, written: string): string {
  const own = written.trim()
  if (own === '') return template
  const end = template.lastIndexOf('\n\n')
  if (end === -1) return `${template}\n\n${own}`
  return `${template.slice(0, end)}\n\n${own}${template.slice(end)}`
}
