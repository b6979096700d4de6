'use client'

import { $generateHtmlFromNodes } from '@lexical/html'
import { $toggleLink, LinkNode } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type ParagraphNode,
} from 'lexical'
import { useEffect, type Ref, useImperativeHandle } from 'react'

/** What the reply box does with the editor. */
export type EmailEditorHandle = {
  html: () => string
  isEmpty: () => boolean
  clear: () => void
  /** Puts a template's text where the cursor is and its sign-off at the end, then the cursor between. */
  insertTemplate: (opening: string, signOff: string) => void
}

/** Plain text as the editor's paragraphs: one per blank-line-separated block, line breaks kept. */
function $paragraphsOf(text: string): ParagraphNode[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const paragraph = $createParagraphNode()
      block.split('\n').forEach((line, index) => {
        if (index > 0) paragraph.append($createLineBreakNode())
        if (line !== '') paragraph.append($createTextNode(line))
      })
      return paragraph
    })
}

const $plainText = () => $getRoot().getTextContent()

function Handle({ handle }: { handle: Ref<EmailEditorHandle> }) {
  const [editor] = useLexicalComposerContext()
  useImperativeHandle(
    handle,
    () => ({
      html: () => editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null)),
      isEmpty: () => editor.getEditorState().read(() => $plainText().trim() === ''),
      clear: () =>
        editor.update(() => {
          $getRoot().clear().append($createParagraphNode())
        }),
      insertTemplate: (opening, signOff) =>
        editor.update(
          () => {
            const root = $getRoot()
            const inserted = $paragraphsOf(opening)
            const selection = $getSelection()
            const writtenBefore = $plainText().trim() !== ''
            const next = $createParagraphNode()
            if ($isRangeSelection(selection) && writtenBefore) {
              selection.insertNodes([...inserted, next])
            } else {
              // Nothing written, or never clicked into: the template starts the e-mail.
              const first = root.getFirstChild()
              const empty = !writtenBefore
              if (empty) root.clear()
              for (const node of [...inserted, next]) {
                if (first && !empty) first.insertBefore(node)
                else root.append(node)
              }
            }
            if (signOff.trim() !== '' && !$plainText().trimEnd().endsWith(signOff.trim())) {
              root.append(...$paragraphsOf(signOff))
            }
            next.select()
          },
          // Back to the text, where the person goes on writing.
          { onUpdate: () => editor.focus() },
        ),
    }),
    [editor],
  )
  return null
}

function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const link = () => {
    const address = window.prompt('Link address (https://…)')
    if (address === null) return
    editor.update(() => $toggleLink(address.trim() === '' ? null : address.trim()))
  }
  const buttons: [string, string, () => void][] = [
    ['Bold', 'B', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    ['Italic', 'I', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    ['Bulleted list', '•', () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)],
    ['Numbered list', '1.', () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)],
    ['Link', '🔗', link],
  ]
  return (
    <div className="email-editor__toolbar" role="toolbar" aria-label="Formatting">
      {buttons.map(([label, face, action]) => (
        <button
          key={label}
          type="button"
          className="email-editor__button"
          aria-label={label}
          title={label}
          // Keeps the text selected while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={action}
        >
          {face}
        </button>
      ))}
    </div>
  )
}

/** Tells the reply box the editor is there (the tests of the page before its scripts look for it). */
function Ready({ onReady }: { onReady: (editor: LexicalEditor) => void }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => onReady(editor), [editor, onReady])
  return null
}

/**
 * The e-mail's rich-text editor (Lexical): paragraphs, bold, italics, lists and links, which is
 * all the server keeps of its HTML. Starts from what was typed in the plain text box before the
 * scripts ran.
 */
export function EmailEditor({
  initialText,
  labelledBy,
  handle,
  onReady,
  invalid,
}: {
  initialText: string
  labelledBy: string
  handle: Ref<EmailEditorHandle>
  onReady: (editor: LexicalEditor) => void
  invalid: boolean
}) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'lead-email',
        nodes: [ListNode, ListItemNode, LinkNode],
        onError: (error) => console.error(error),
        theme: {
          paragraph: 'email-editor__paragraph',
          text: { bold: 'email-editor__bold', italic: 'email-editor__italic' },
        },
        editorState: () => {
          const paragraphs = $paragraphsOf(initialText)
          $getRoot().append(...(paragraphs.length > 0 ? paragraphs : [$createParagraphNode()]))
        },
      }}
    >
      <div className="email-editor">
        <Toolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="email-editor__content timeline__input"
              aria-labelledby={labelledBy}
              aria-invalid={invalid || undefined}
              aria-placeholder="{name}, {reference} and {sender} are filled in as it is sent."
              placeholder={
                <p className="email-editor__placeholder">
                  {'{name}, {reference} and {sender} are filled in as it is sent.'}
                </p>
              }
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => /^(https?:\/\/|mailto:)/i.test(url)} />
        <Handle handle={handle} />
        <Ready onReady={onReady} />
      </div>
    </LexicalComposer>
  )
}
