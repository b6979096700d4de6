import type { UIFieldServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { pipelinePath } from '@/lib/admin/navigation'

import './job-postings.scss'

/** The list of applications sent from one posting, as a link the list page understands. */
export const applicationsOfPostingPath = (id: number | string): `/${string}` =>
  `/collections/career-applications?${new URLSearchParams({ 'where[job][equals]': String(id) })}`

/**
 * How many applications a posting has, counted with the viewer's own access, and a link to the
 * list of them: in the sidebar of a saved posting.
 */
export async function PostingApplications({ data, payload, req }: UIFieldServerProps) {
  if (!data?.id) return null
  const { totalDocs } = await payload.count({
    collection: 'career-applications',
    where: { job: { equals: data.id } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const href = formatAdminURL({
    adminRoute: payload.config.routes.admin,
    path: applicationsOfPostingPath(data.id as number),
  })
  return (
    <section className="posting-applications" aria-labelledby="posting-applications-title">
      <p id="posting-applications-title" className="status-panel__title">
        Applications
      </p>
      <p className="posting-applications__count">
        {totalDocs === 0
          ? 'No applications yet.'
          : totalDocs === 1
            ? '1 application'
            : `${totalDocs} applications`}
      </p>
      {totalDocs > 0 ? (
        <a className="posting-applications__link" href={href}>
          {totalDocs === 1 ? 'See the application' : `See the ${totalDocs} applications`}
        </a>
      ) : null}
      <a
        className="posting-applications__link"
        href={`${payload.config.routes.admin}${pipelinePath}?posting=${String(data.id)}`}
      >
        Open the pipeline
      </a>
    </section>
  )
}
