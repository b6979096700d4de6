import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { cn } from '@/components/ui/cn'

type RichTextProps = { data: unknown; className?: string }

/**
 * Only the media library's files are drawn: the editor refuses others (payload.config.ts), and
 * text saved before that rule, or written around it, shows no private document's name.
 */
export const publicFilesOnly: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: (args) =>
    args.node.relationTo === 'media' && typeof defaultConverters.upload === 'function'
      ? defaultConverters.upload(args)
      : null,
  relationship: () => null,
})

/** Editor-written rich text, typeset for reading. */
export function RichText({ data, className }: RichTextProps) {
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={publicFilesOnly}
      className={cn(
        'max-w-none text-lg leading-relaxed text-slate-700',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy-950 [&_h2:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-950',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
        '[&_li]:marker:text-teal-600 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-4',
        className,
      )}
    />
  )
}
