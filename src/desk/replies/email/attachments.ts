import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import { fileStore } from '@/server/storage/file-store'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { documentTypeOf } from '@/submissions/pipeline/attachments'
import type { UploadedFile } from '@/submissions/pipeline/request-body'

import { EntryRefusal } from '../../timeline/timeline'
import { storableName } from '../inbox/attachments'
import { maxAttachmentsBytes, tooLargeMessage } from './limits'

type Type = SubmissionTypeOf<SubmissionSlug>

/** What a file sent from a lead's page may be besides a document (documentTypeOf): sheets, slides, images. */
const otherTypes = new Set(['xlsx', 'pptx', 'png', 'jpg'])

/** What a file really is, judged by its bytes; undefined for what an e-mail from us never carries. */
async function attachableType(bytes: Buffer): Promise<{ ext: string; mime: string } | undefined> {
  const document = await documentTypeOf(bytes)
  if (document) return document
  const detected = await fileTypeFromBuffer(bytes)
  return detected && otherTypes.has(detected.ext) ? detected : undefined
}

/** A file as an e-mail's job finds it: where it is stored, and the name it goes by. */
export type AttachedFile = { id: number; key: string; filename: string; size: number }

/**
 * The lead's files chosen to go with an e-mail: only the lead's own (an id of another lead's is
 * refused, not skipped).
 */
export async function chosenLeadFiles(
  req: PayloadRequest,
  type: Type,
  id: number,
  chosen: number[],
): Promise<AttachedFile[]> {
  if (chosen.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'answer-files',
    where: {
      id: { in: chosen },
      submissionCollection: { equals: type.slug },
      submissionId: { equals: id },
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length !== new Set(chosen).size) {
    throw new EntryRefusal('badFile', 'A file chosen is not one of this lead’s: choose it again.')
  }
  const store = fileStore(req.payload, 'answer-files')
  return docs.map((doc) => ({
    id: doc.id,
    key: store.keyOf(doc) ?? '',
    filename: doc.filename ?? 'attachment',
    size: doc.filesize ?? 0,
  }))
}

/**
 * Checks the files uploaded with an e-mail by their content (PDF, Word, Excel, PowerPoint, PNG,
 * JPEG) and, with the lead's files chosen, their total; refuses the first that fails, storing
 * nothing. Then stores them as the lead's files, read by whoever may read the lead, in the
 * request's transaction; `written` collects their keys, for removal if it is rolled back.
 */
export async function storeUploads(
  req: PayloadRequest,
  type: Type,
  id: number,
  uploads: UploadedFile[],
  chosen: AttachedFile[],
  written: string[],
): Promise<AttachedFile[]> {
  const total = [...uploads, ...chosen].reduce((sum, file) => sum + file.size, 0)
  if (total > maxAttachmentsBytes) throw new EntryRefusal('tooLarge', tooLargeMessage, 413)
  const checked = []
  for (const upload of uploads) {
    const detected = upload.size > 0 ? await attachableType(upload.bytes) : undefined
    if (!detected) {
      throw new EntryRefusal(
        'badFile',
        `“${upload.name.slice(0, 80)}” was not sent: attach PDF, Word, Excel or PowerPoint documents, or PNG or JPEG images.`,
      )
    }
    checked.push({ upload, detected })
  }
  const store = fileStore(req.payload, 'answer-files')
  const stored: AttachedFile[] = []
  for (const { upload, detected } of checked) {
    const stem = storableName(upload.name).replace(/\.[^.]*$/, '')
    const doc = await req.payload.create({
      collection: 'answer-files',
      data: { submissionCollection: type.slug, submissionId: id },
      file: {
        data: upload.bytes,
        name: `${stem}.${detected.ext}`,
        mimetype: detected.mime,
        size: upload.size,
      },
      overrideAccess: true,
      req,
    })
    const key = store.keyOf(doc) ?? ''
    if (key) written.push(key)
    // Sent under the name it was uploaded with (made safe), not the one the store made unique.
    stored.push({ id: doc.id, key, filename: `${stem}.${detected.ext}`, size: upload.size })
  }
  return stored
}
