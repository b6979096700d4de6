import type { JobPosting } from '@/payload-types'

import { employmentTypeOptions } from './submission-options'

/** A posting's requirements, entered one per line, without blank lines. */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

export function employmentTypeLabel(type: JobPosting['employmentType']): string {
  return employmentTypeOptions.find((option) => option.value === type)?.label ?? type
}
