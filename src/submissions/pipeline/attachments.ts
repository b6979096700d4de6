import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import { storedKeyOf } from '@/submissions/job-application/files/storage'

import type { UploadedFile } from './request-body'

type DocumentType = { ext: 'pdf' | 'doc' | 'docx'; mime: string }

/** Every Word 97-2003 file holds a stream of this name in its compound-file directory. */
const wordDocumentStream = Buffer.from('WordDocument', 'utf16le')

/** A PDF ends with its cross-reference pointer and end-of-file marker; a "%PDF" prefix is not enough. */
function isWholePdf(bytes: Buffer): boolean {
  const tail = bytes.subarray(-1024).toString('latin1')
  return tail.includes('startxref') && tail.includes('%%EOF')
}

/**
 * What a file really is, judged by its bytes: PDF, DOCX, or a compound file holding a Word
 * document (DOC). The name and the browser's claimed type are never trusted.
 */
export async function documentTypeOf(bytes: Buffer): Promise<DocumentType | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  switch (detected?.ext) {
    case 'pdf':
      return isWholePdf(bytes) ? { ext: 'pdf', mime: 'application/pdf' } : undefined
    case 'docx':
      return { ext: 'docx', mime: detected.mime }
    case 'cfb':
      return bytes.includes(wordDocumentStream)
        ? { ext: 'doc', mime: 'application/msword' }
        : undefined
    default:
      return undefined
  }
}

export type CheckedFile = UploadedFile & { type: DocumentType }

/** Sorts the files into accepted documents and refused fields (with the rule each broke). */
export async function checkAttachments(
  files: Record<string, UploadedFile>,
  rules: Record<string, string>,
): Promise<{ checked: Record<string, CheckedFile>; refused: Record<string, string> }> {
  const checked: Record<string, CheckedFile> = {}
  const refused: Record<string, string> = {}
  for (const [field, file] of Object.entries(files)) {
    const type = await documentTypeOf(file.bytes)
    if (type) checked[field] = { ...file, type }
    else refused[field] = rules[field]
  }
  return { checked, refused }
}

const baseName = (name: string) =>
  path
    .parse(name)
    .name.replace(/[^\w.-]+/g, '-')
    .slice(0, 80) || 'document'

/**
 * Stores each file in the private application-files collection inside the request's transaction
 * and returns their ids by field. `written` collects the stored files' keys so that a failure
 * later in the same unit of work can remove them: rolling back the rows leaves the files stored.
 */
export async function storeAttachments(
  files: Record<string, CheckedFile>,
  req: PayloadRequest,
  written: string[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const [field, file] of Object.entries(files)) {
    const doc = await req.payload.create({
      collection: 'application-files',
      data: {},
      file: {
        data: file.bytes,
        // A suffix of its own: most résumés are "cv.pdf", and for a name already taken Payload
        // tries "-1", "-2", … one query each (the 500th cv.pdf made 500), where two of one name
        // stored at the same moment could pick the same one.
        name: `${baseName(file.name)}-${randomBytes(4).toString('hex')}.${file.type.ext}`,
        mimetype: file.type.mime,
        size: file.size,
      },
      overrideAccess: true,
      req,
    })
    const key = storedKeyOf(req.payload, doc)
    if (key) written.push(key)
    ids[field] = doc.id
  }
  return ids
}
