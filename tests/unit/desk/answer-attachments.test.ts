import { describe, expect, it } from 'vitest'

import {
  fileSize,
  keptAttachments,
  maxAttachmentBytes,
  storableName,
} from '@/desk/replies/inbox/attachments'

const MB = 1024 * 1024

describe("an answer's attachments", () => {
  it('keeps each up to 10 MB while the message stays within 25 MB, in order; the rest are left', () => {
    // 9 + 9 MB kept; the third 9 MB would pass 25 MB, the 1 MB and 0.5 MB after it still fit.
    const files = [9, 11, 9, 9, 1, 0.5].map((size, index) => ({ index, size: size * MB }))
    const { kept, left } = keptAttachments(files)
    expect(kept.map((file) => file.index)).toEqual([0, 2, 4, 5])
    expect(left.map((file) => file.index)).toEqual([1, 3])
    expect(keptAttachments([{ size: maxAttachmentBytes }]).kept).toHaveLength(1)
    expect(keptAttachments([{ size: maxAttachmentBytes + 1 }]).left).toHaveLength(1)
  })

  it('gives every attachment a name the file store can keep', () => {
    expect(storableName('offer.pdf')).toBe('offer.pdf')
    expect(storableName('../../etc/passwd')).toBe('passwd')
    expect(storableName('C:\\Users\\ama\\Devis été 2026.PDF')).toBe('Devis-ete-2026.PDF')
    expect(storableName('.htaccess')).toBe('htaccess')
    expect(storableName(undefined)).toBe('attachment')
    expect(storableName('\u0007\u001b[31m')).toBe('31m')
    const long = storableName(`${'a'.repeat(300)}.docx`)
    expect(long).toBe(`${'a'.repeat(80)}.docx`)
  })

  it('says sizes as people read them', () => {
    expect(fileSize(10)).toBe('1 KB')
    expect(fileSize(3000)).toBe('3 KB')
    expect(fileSize(10.5 * MB)).toBe('10.5 MB')
  })
})
