/**
 * A template split where the person's own words go: its greeting and text, put where the cursor
 * is, and its sign-off (its last paragraph, "Kind regards,\n{sender}"), which goes after all they
 * write. A one-paragraph template has no sign-off.
 */
export function templateParts(template: string): { opening: string; signOff: string } {
  const end = template.lastIndexOf('\n\n')
  if (end === -1) return { opening: template, signOff: '' }
  return { opening: template.slice(0, end), signOff: template.slice(end + 2) }
}
