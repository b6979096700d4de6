import type { ServerProps } from 'payload'

import { userHasRole } from '@/access/roles'
import { pipelinePath } from '@/lib/admin/navigation'
import { NavGroupLink } from '@/lib/admin/NavGroupLink'

/** The postings' pipelines, after My work and the board, for recruiters. */
export function PipelineNavLink({ user }: ServerProps) {
  if (!userHasRole(user ?? null, 'admin', 'recruiter')) return null
  return (
    <NavGroupLink
      links={[
        {
          label: { en: 'Pipeline', fr: 'Suivi des candidatures' },
          path: pipelinePath,
          id: 'nav-pipeline',
        },
      ]}
    />
  )
}
