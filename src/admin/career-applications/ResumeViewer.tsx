import type { UIFieldServerProps } from 'payload'

import { fileOf } from './ApplicationDocuments'
import { inlineViewPath } from './view-endpoint'
import './application-documents.scss'

/**
 * The résumé in the application's page, for staff who may read it: a PDF shown in place, a Word
 * document named with a link (browsers cannot show one). The Documents panel beside it opens
 * either in a tab; an application without a cover letter says so there, rather than showing an
 * upload box.
 */
export async function ResumeViewer({ data, payload, req }: UIFieldServerProps) {
  if (!data?.id) return null
  const resume = await fileOf(data.resume, { payload, req })
  if (!resume) return null
  return (
    <section className="resume-viewer" aria-labelledby="resume-viewer-title">
      <h3 id="resume-viewer-title" className="resume-viewer__title">
        Résumé
      </h3>
      {resume.mimeType === 'application/pdf' ? (
        <iframe
          className="resume-viewer__frame"
          src={inlineViewPath(resume.id)}
          title={`Résumé: ${resume.filename}`}
          loading="lazy"
        />
      ) : (
        <p className="resume-viewer__note">
          {resume.filename} is a Word document: open it from Documents, beside.
        </p>
      )}
    </section>
  )
}
