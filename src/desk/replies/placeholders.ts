/** What a reply's placeholders stand for, filled in as it is sent. */
export type ReplyValues = { name: string; reference: string; sender: string }

const placeholders: Record<keyof ReplyValues, string> = {
  name: "the visitor's name as they gave it",
  reference: "the lead's reference, e.g. QR-000042",
  sender: "the sender's name",
}

export const placeholderHelp = `Placeholders: ${Object.entries(placeholders)
  .map(([key, meaning]) => `{${key}} ${meaning}`)
  .join('; ')}.`

/** The text with each known placeholder filled in; anything else in braces is left as written. */
export const fillPlaceholders = (text: string, values: ReplyValues): string =>
  text.replace(/\{(name|reference|sender)\}/g, (_, key: keyof ReplyValues) => values[key])
