import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import type { PayloadRequest } from 'payload'

import { jsonOrFormFields } from '@/server/json-or-form'
import { maxLeadEmailBodyBytes } from '@/submissions/pipeline/limits'
import {
  acceptableFileName,
  stopReading,
  type UploadedFile,
} from '@/submissions/pipeline/request-body'

import { EntryRefusal } from '../../timeline/timeline'
import { maxAttachmentsBytes, tooLargeMessage } from './limits'

const tooLarge = () => new EntryRefusal('tooLarge', tooLargeMessage, 413)

/** What a reply's request carries, however it was posted. */
export type ReplyRequest = {
  /** Whether the scripts sent it (answered with JSON) or the page's form (answered by a redirect). */
  isJSON: boolean
  fields: Record<string, unknown>
  /** Ids of the lead's files chosen to go with it. */
  chosenFiles: number[]
  uploads: UploadedFile[]
}

const ids = (values: unknown[]) => values.map(Number).filter((id) => Number.isInteger(id) && id > 0)

/**
 * A multipart body (the scripts' FormData, or the page's form posted with its files), streamed:
 * the files stop being read the moment they pass `maxAttachmentsBytes` together.
 */
function readMultipart(req: PayloadRequest, contentType: string) {
  const body = req.body
  if (!body) return Promise.reject(new EntryRefusal('unreadable', 'The form could not be read.'))
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      limits: { fileSize: maxAttachmentsBytes + 1, files: 20, fields: 1000 },
    })
  } catch {
    return Promise.reject(new EntryRefusal('unreadable', 'The form could not be read.'))
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  return new Promise<Omit<ReplyRequest, 'isJSON'>>((resolve, reject) => {
    const fields: Record<string, unknown> = {}
    const chosen: unknown[] = []
    const uploads: UploadedFile[] = []
    let total = 0
    let settled = false
    const refuse = (refusal: EntryRefusal) => {
      if (settled) return
      settled = true
      stopReading(source, parser)
      reject(refusal)
    }
    parser.on('field', (name, value) => {
      if (name === 'files') chosen.push(value)
      else fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== 'attachments') return stream.resume()
      if (info.filename && !acceptableFileName(info.filename)) {
        stream.resume()
        return refuse(
          new EntryRefusal(
            'badFile',
            `Rename “${info.filename.slice(0, 80)}” and attach it again.`,
          ),
        )
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length
        if (total > maxAttachmentsBytes) return refuse(tooLarge())
        chunks.push(chunk)
      })
      stream.on('error', () =>
        refuse(new EntryRefusal('unreadable', 'The upload was interrupted.')),
      )
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks)
        // A file input left empty sends a part with no name and no bytes.
        if (info.filename || bytes.length > 0) {
          uploads.push({ name: info.filename || 'attachment', size: bytes.length, bytes })
        }
      })
    })
    parser.on('error', () => refuse(new EntryRefusal('unreadable', 'The form could not be read.')))
    source.on('error', () => refuse(new EntryRefusal('unreadable', 'The upload was interrupted.')))
    parser.on('close', () => {
      if (settled) return
      settled = true
      resolve({ fields, chosenFiles: ids(chosen), uploads })
    })
    source.pipe(parser)
  })
}

/** Whether the page's scripts sent it, and read the answer as JSON (a FormData post asks so). */
export const answersWithJSON = (req: PayloadRequest) =>
  (req.headers.get('content-type') ?? '').includes('application/json') ||
  (req.headers.get('accept') ?? '').startsWith('application/json')

/**
 * A reply as the lead's page sends it: JSON or FormData from its scripts (which ask for JSON
 * back), or its form posted before they run, URL-encoded or, with files, multipart. A declared
 * length over `maxLeadEmailBodyBytes` is refused before any of the body is read.
 */
export async function readReplyRequest(req: PayloadRequest): Promise<ReplyRequest> {
  const contentType = req.headers.get('content-type') ?? ''
  const isJSON = answersWithJSON(req)
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxLeadEmailBodyBytes) throw tooLarge()
  if (contentType.startsWith('multipart/form-data')) {
    return { isJSON, ...(await readMultipart(req, contentType)) }
  }
  const { fields, form } = await jsonOrFormFields(req)
  const chosen = form ? form.getAll('files') : fields?.files
  return {
    isJSON,
    fields: fields ?? {},
    chosenFiles: ids(Array.isArray(chosen) ? chosen : []),
    uploads: [],
  }
}
