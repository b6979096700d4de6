import { FileText } from 'lucide-react'
import type { UIFieldServerProps } from 'payload'
import { formatFilesize } from 'payload/shared'

import type { ApplicationFile } from '@/payload-types'
import './application-documents.scss'

const documents = [
  { name: 'resume', open: 'Open résumé', missing: 'No résumé attached.' },
  { name: 'coverLetter', open: 'Open cover letter', missing: 'No cover letter attached.' },
] as const

const idOf = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id)
  return undefined
}

/** The stored file behind an upload field's value, read with the viewer's own access. */
export async function fileOf(
  value: unknown,
  { payload, req }: Pick<UIFieldServerProps, 'payload' | 'req'>,
): Promise<ApplicationFile | null> {
  const id = idOf(value)
  if (id === undefined) return null
  try {
    return await payload.findByID({
      collection: 'application-files',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
  } catch (error) {
    payload.logger.warn({ err: error }, `Application file ${id} could not be read`)
    return null
  }
}

/**
 * The application's résumé and cover letter as plain links at the top of the sidebar: one click
 * opens the file in a new tab, served by Payload's access-checked file route.
 */
export async function ApplicationDocuments({ data, payload, req }: UIFieldServerProps) {
  if (!data?.id) return null
  const files = await Promise.all(
    documents.map(async (document) => ({
      ...document,
      file: await fileOf(data[document.name], { payload, req }),
    })),
  )
  return (
    <section className="application-documents" aria-label="Documents">
      <p className="status-panel__title">Documents</p>
      <ul className="application-documents__list">
        {files.map(({ name, open, missing, file }) => (
          <li key={name}>
            {file?.url ? (
              <a
                className="document-link"
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FileText size={18} aria-hidden="true" />
                <span className="document-link__text">
                  <span className="document-link__label">{open}</span>
                  <span className="document-link__meta">
                    {file.filename}
                    {typeof file.filesize === 'number' && ` · ${formatFilesize(file.filesize)}`}
                  </span>
                </span>
              </a>
            ) : (
              <p className="application-documents__missing">{missing}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
