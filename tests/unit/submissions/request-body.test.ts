import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { readMultipartBody, RequestRefusal } from '@/submissions/pipeline/request-body'

const boundary = 'form-boundary'
const rules = {
  valuesField: 'values',
  maxValuesBytes: 10_000,
  files: { resume: 'The résumé is too large.' },
  maxFileBytes: 1_000_000,
}

const multipart = (body: string) =>
  new Request('http://localhost/api/forms/apply', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })

const uncaught: unknown[] = []
const keep = (error: unknown) => uncaught.push(error)
beforeEach(() => {
  uncaught.length = 0
  process.on('uncaughtException', keep)
})
afterEach(() => {
  process.off('uncaughtException', keep)
})

describe('a multipart body that ends inside a file', () => {
  it('is refused with 400, and nothing is left uncaught', async () => {
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="values"',
      '',
      '{"name":"Ama"}',
      `--${boundary}`,
      'Content-Disposition: form-data; name="resume"; filename="cv.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7 half a file',
    ].join('\r\n')
    const refusal = await readMultipartBody(multipart(truncated), rules).catch((error) => error)
    expect(refusal).toBeInstanceOf(RequestRefusal)
    expect((refusal as RequestRefusal).status).toBe(400)
    await new Promise((settle) => setTimeout(settle, 50))
    expect(uncaught).toEqual([])
  })
})
