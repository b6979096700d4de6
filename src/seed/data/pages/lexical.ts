/**
 * Builds Lexical rich-text JSON, the format of the `content` field, from a few readable blocks,
 * so the seed's legal texts read as text rather than as editor state.
 */
type Inline = string | { text: string; href: string }

const elementBase = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const inlineNode = (part: Inline) =>
  typeof part === 'string'
    ? textNode(part)
    : {
        ...elementBase,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: part.href, newTab: false },
        children: [textNode(part.text)],
      }

export const heading = (text: string) => ({
  ...elementBase,
  type: 'heading',
  tag: 'h2',
  children: [textNode(text)],
})

export const paragraph = (...parts: Inline[]) => ({
  ...elementBase,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: parts.map(inlineNode),
})

export const bulletList = (...items: Inline[][]) => ({
  ...elementBase,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((parts, index) => ({
    ...elementBase,
    type: 'listitem',
    value: index + 1,
    children: parts.map(inlineNode),
  })),
})

export const richText = (...children: object[]) => ({
  root: { ...elementBase, type: 'root', children: children as { type: string; version: number }[] },
})
