/**
 * A complete PDF: header, objects, cross-reference table and trailer; small, or of about
 * `bytes` with a stream of filler as a scanned résumé's image would be.
 */
export function pdf(bytes = 0): Buffer {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[]/Count 0>>']
  if (bytes > 0) objects.push(`<</Length ${bytes}>>stream\n${'x'.repeat(bytes)}\nendstream`)
  let text = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = text.length
    text += `${index + 1} 0 obj${object}endobj\n`
    return offset
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}
