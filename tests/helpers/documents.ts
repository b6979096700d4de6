/** A small but complete PDF: header, objects, cross-reference table and trailer. */
export function pdf(): Buffer {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[]/Count 0>>']
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
