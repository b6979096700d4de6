import path from 'node:path'

/** The largest attachment kept, and the most kept of one message; the rest stay in the mailbox. */
export const maxAttachmentBytes = 10 * 1024 * 1024
export const maxAttachmentBytesPerMessage = 25 * 1024 * 1024

/** A file's size as people read it: "3 KB", "10.5 MB". */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} KB`

/** A file a visitor attached to their answer, as it is stored. */
export type AnswerFile = { name: string; mimeType: string; data: Buffer }

/**
 * The attachments kept, in the message's order: each up to `maxAttachmentBytes`, while the
 * message's total stays within `maxAttachmentBytesPerMessage`. The others are left in the mailbox.
 */
export function keptAttachments<File extends { size: number }>(
  files: File[],
): { kept: File[]; left: File[] } {
  const kept: File[] = []
  const left: File[] = []
  let total = 0
  for (const file of files) {
    if (file.size <= maxAttachmentBytes && total + file.size <= maxAttachmentBytesPerMessage) {
      kept.push(file)
      total += file.size
    } else left.push(file)
  }
  return { kept, left }
}

/** Letters, digits, dots, dashes and underscores; accents dropped ("été" → "ete"), the rest "-". */
const safeText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')

/**
 * A name the file store can keep, whatever the mail client sent: no folders, only safe
 * characters, at most 80 of them before a short extension. Payload makes it unique.
 */
export function storableName(name: string | undefined): string {
  const { name: stem, ext } = path.posix.parse(
    path.posix.basename((name ?? '').replace(/\\/g, '/')),
  )
  const safeStem =
    safeText(stem)
      .replace(/^[.-]+/, '')
      .slice(0, 80) || 'attachment'
  const extension = safeText(ext).slice(0, 12)
  return extension.length > 1 ? `${safeStem}${extension}` : safeStem
}
