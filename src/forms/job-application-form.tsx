'use client'

export type JobApplicationFormProps = {
  /** Active postings the visitor can choose from. */
  jobs: { id: number; title: string }[]
  /** The posting the visitor came from (a careers card's Apply link), preselected. */
  selectedJobId?: number
}

/** Placeholder until the lead-capture forms land: the /apply job application form. */
export function JobApplicationForm({ jobs, selectedJobId }: JobApplicationFormProps) {
  const selected = jobs.find((job) => job.id === selectedJobId)
  return <p>The job application form is coming soon{selected ? ` (${selected.title})` : ''}.</p>
}
