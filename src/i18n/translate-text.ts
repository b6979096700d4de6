/**
 * Text made in English by code that knows no language (a zod rule, a refusal), shown in another:
 * each English catalogue text is a template ("Please use at most {max} characters") matched
 * against the text, and its translation is filled with the values found.
 */

type Texts = { readonly [key: string]: string | Texts }

/** The pairs of texts at the same place in two catalogues: [English, translation]. */
export function textPairs(english: Texts, translated: Texts): [string, string][] {
  return Object.entries(english).flatMap(([key, text]): [string, string][] => {
    const other = translated[key]
    if (typeof text === 'string') return typeof other === 'string' ? [[text, other]] : []
    return typeof other === 'object' ? textPairs(text, other) : []
  })
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** The translation of `text`, or `text` itself when no template matches it. */
export function translator(pairs: readonly (readonly [string, string])[]) {
  const templates = pairs.map(([english, translated]) => ({
    pattern: new RegExp(`^${escape(english).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[\\s\\S]+?)')}$`),
    translated,
  }))
  return (text: string): string => {
    for (const { pattern, translated } of templates) {
      const match = pattern.exec(text)
      if (match) return translated.replace(/\{(\w+)\}/g, (_, name) => match.groups?.[name] ?? '')
    }
    return text
  }
}
