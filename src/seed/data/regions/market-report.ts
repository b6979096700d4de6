import type { Region } from '@/payload-types'

import { companyName } from '@/lib/site/company'

/** Text as a PDF string literal: its delimiters escaped, anything outside Latin-1 replaced. */
const pdfText = (text: string) =>
  `(${text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`

/** A one-page A4 PDF of headed lines, in the standard Helvetica fonts (nothing embedded). */
function onePagePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F2 20 Tf 56 770 Td',
    `${pdfText(title)} Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `${pdfText(line)} '`),
    'ET',
  ].join('\n')
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R/F2 6 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${Buffer.byteLength(content, 'latin1')}>>stream\n${content}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1')
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** A region's first market report, written from its own page's figures until editors upload theirs. */
export function marketReportOf(
  region: Pick<Region, 'name' | 'headline' | 'figures' | 'countries'>,
) {
  const title = `${region.name} market report 2026`
  const lines = [
    `${companyName} - ${region.headline}`,
    '',
    'Key figures',
    ...(region.figures ?? []).map(({ value, label }) => `  ${value}  ${label}`),
    '',
    'Countries and operator partners',
    ...(region.countries ?? []).map(
      (country) =>
        `  ${country.name}: ${country.subscribers} subscribers; ${(country.partners ?? []).map(({ name }) => name).join(', ')}`,
    ),
  ]
  return { title, pdf: onePagePdf(title, lines) }
}
