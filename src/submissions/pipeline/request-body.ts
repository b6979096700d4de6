import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { formMessages } from '@/submissions/form/messages'

/** A request refused before anything is stored, with the status and message the visitor sees. */
export class RequestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message)
  }
}

const tooLarge = () => new RequestRefusal(413, formMessages.refusals.tooLarge)

/** Refuses a declared length over the limit before reading any of the body. */
export function checkDeclaredLength(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new RequestRefusal(400, 'The form data could not be read.')
  }
}

/** A JSON body, read up to `maxBytes` (a missing or lying Content-Length does not help). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('application/json') || !request.body) {
    throw new RequestRefusal(415, 'The form must be sent as JSON.')
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return parseJson(Buffer.concat(chunks).toString('utf8'))
}

export type UploadedFile = { name: string; size: number; bytes: Buffer }

export const badFileName =
  'Please rename the file: its name must be at most 255 characters, without folders or control characters.'

/**
 * A browser sends a chosen file's own name, never a path: a name with a folder separator, a
 * control character (NUL included) or a length no file system allows is not from a browser.
 */
export const acceptableFileName = (name: string) =>
  name.length <= 255 && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name)

/** Stops reading a multipart body where it is; what the parser says after that is ignored. */
export function stopReading(source: Readable, parser: busboy.Busboy): void {
  source.unpipe(parser)
  source.destroy()
  parser.removeAllListeners()
  parser.on('error', () => undefined)
}

export type MultipartRules = {
  /** The field holding the form's values as JSON. */
  valuesField: string
  maxValuesBytes: number
  /** File fields and the message a too-large file is refused with. */
  files: Record<string, string>
  maxFileBytes: number
}

/**
 * Streams a multipart body through busboy: the values as JSON plus the allowed files. A file over
 * the size limit, an unknown part or too many parts stop the upload where it is, so no oversized
 * file is ever held whole in memory.
 */
export function readMultipartBody(
  request: Request,
  rules: MultipartRules,
): Promise<{ values: unknown; files: Record<string, UploadedFile> }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    return Promise.reject(new RequestRefusal(415, 'The form must be sent as multipart form data.'))
  }
  const fileFields = Object.keys(rules.files)

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Keep the name as sent, so that a name with folders in it is refused rather than cut down.
      preservePath: true,
      // busboy signals fileSize and parts on reaching the limit, files and fields on passing it.
      limits: {
        files: fileFields.length,
        fileSize: rules.maxFileBytes + 1,
        fields: 1,
        fieldSize: rules.maxValuesBytes,
        parts: fileFields.length + 2,
      },
    })
  } catch {
    // A multipart content type without a usable boundary: busboy refuses it before reading.
    return Promise.reject(new RequestRefusal(400, 'The form data could not be read.'))
  }

  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
  return new Promise((resolve, reject) => {
    const files: Record<string, UploadedFile> = {}
    let valuesText: string | undefined
    let settled = false

    const refuse = (refusal: RequestRefusal) => {
      if (settled) return
      settled = true
      stopReading(source, parser)
      reject(refusal)
    }

    parser.on('field', (name, value, info) => {
      if (name !== rules.valuesField)
        return refuse(new RequestRefusal(400, `Unexpected field "${name}".`))
      if (info.valueTruncated) return refuse(tooLarge())
      valuesText = value
    })
    parser.on('file', (name, stream, info) => {
      if (!fileFields.includes(name) || files[name]) {
        stream.resume()
        return refuse(new RequestRefusal(400, `Unexpected file "${name}".`))
      }
      if (info.filename && !acceptableFileName(info.filename)) {
        stream.resume()
        return refuse(new RequestRefusal(400, badFileName, { [name]: badFileName }))
      }
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        chunks.push(chunk)
      })
      // busboy fails the file's own stream, not only the parser, when the body ends inside it.
      stream.on('error', () => refuse(new RequestRefusal(400, 'The upload was interrupted.')))
      stream.on('limit', () => {
        const message = rules.files[name]
        refuse(new RequestRefusal(413, message, { [name]: message }))
      })
      stream.on('end', () => {
        // A part without a file name and without bytes is a file input left empty; a chosen file
        // that is empty is kept, for the form's rules to refuse.
        if (!stream.truncated && (size > 0 || info.filename)) {
          files[name] = { name: info.filename ?? name, size, bytes: Buffer.concat(chunks) }
        }
      })
    })
    parser.on('filesLimit', () =>
      refuse(new RequestRefusal(413, `At most ${fileFields.length} files can be attached.`)),
    )
    parser.on('fieldsLimit', () => refuse(new RequestRefusal(413, 'The form has too many fields.')))
    parser.on('partsLimit', () => refuse(new RequestRefusal(413, 'The form has too many parts.')))
    parser.on('error', () => refuse(new RequestRefusal(400, 'The form data could not be read.')))
    source.on('error', () => refuse(new RequestRefusal(400, 'The upload was interrupted.')))
    parser.on('close', () => {
      if (settled) return
      settled = true
      try {
        resolve({ values: parseJson(valuesText ?? '{}'), files })
      } catch (refusal) {
        reject(refusal)
      }
    })
    source.pipe(parser)
  })
}
