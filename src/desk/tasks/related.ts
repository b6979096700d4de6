import type { CollectionSlug } from 'payload'

import { isSubmissionSlug, type SubmissionSlug } from '@/submissions'

import { workedTypes } from '../worked-types'

/** What a task can be about: a lead of any worked type, or an organization. */
export const taskSubjects = [...workedTypes.map((type) => type.slug), 'organizations'] as const

export type TaskSubject = SubmissionSlug | 'organizations'

/** A task's `relatedTo` as stored or sent: the collection and the record's id (or the record). */
export type RelatedTo = { relationTo: TaskSubject; value: number | { id: number } }

export const relatedId = (related: RelatedTo) =>
  typeof related.value === 'object' ? related.value.id : related.value

export const isTaskSubject = (slug: unknown): slug is TaskSubject =>
  slug === 'organizations' || (typeof slug === 'string' && isSubmissionSlug(slug))

/** A `relatedTo` read from a document, or null when it holds none. */
export function relatedOf(value: unknown): { collection: TaskSubject; id: number } | null {
  if (!value || typeof value !== 'object') return null
  const { relationTo, value: related } = value as Partial<RelatedTo>
  if (!isTaskSubject(relationTo) || related === undefined || related === null) return null
  const id = typeof related === 'object' ? related.id : related
  return typeof id === 'number' ? { collection: relationTo, id } : null
}

/** Whether a task about this collection is about a lead (the lead's timeline records it). */
export const isLeadSubject = (slug: CollectionSlug): slug is SubmissionSlug =>
  slug !== 'organizations' && isSubmissionSlug(slug)
