import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  isSubmissionSlug,
  perSubmissionType,
  seriesOf,
  submissionStatuses,
  submissionTypes,
} from '@/submissions'
import { dealTableNames } from '@/submissions/tables'

const overviewStyles = readFileSync('src/admin/dashboard/overview.scss', 'utf8')
const lastSeries = Number(/\$last-series:\s*(\d+)/.exec(overviewStyles)?.[1])

describe('the submission types', () => {
  it('are each defined once, with their own slug, form and reference prefix', () => {
    for (const key of ['slug', 'form', 'referencePrefix'] as const) {
      const values = submissionTypes.map((type) => type[key])
      expect(new Set(values).size, key).toBe(values.length)
    }
  })

  it('start every submission as new, and only offer buttons for statuses they have', () => {
    for (const type of submissionTypes) {
      expect(type.statuses[0]).toBe('new')
      for (const status of [...type.actions.next, ...type.actions.outcomes]) {
        expect(type.statuses, `${type.slug}: ${status}`).toContain(status)
      }
    }
  })

  it('type the deal tables of exactly the types whose definitions say how a deal is won or lost', () => {
    const withOutcomes = submissionTypes
      .filter((type) => type.desk && 'outcomes' in type.desk && type.desk.outcomes)
      .map((type) => type.slug)
    expect(withOutcomes.length).toBeGreaterThan(0)
    expect(Object.keys(dealTableNames).sort()).toEqual([...withOutcomes].sort())
  })

  it('derive every per-type table from the definitions', () => {
    expect(Object.keys(submissionStatuses)).toEqual(submissionTypes.map((type) => type.slug))
    expect(perSubmissionType((type) => type.noun.one)).toEqual(
      Object.fromEntries(submissionTypes.map((type) => [type.slug, type.noun.one])),
    )
    expect(submissionTypes.every((type) => isSubmissionSlug(type.slug))).toBe(true)
    expect(isSubmissionSlug('job-postings')).toBe(false)
  })

  it('each keep one Overview colour, whoever looks, and the stylesheet has one for each', () => {
    const series = submissionTypes.map((type) => seriesOf(type.slug))
    expect(series).toEqual(submissionTypes.map((_, index) => index))
    expect(Math.max(...series)).toBeLessThanOrEqual(lastSeries)
  })
})
