import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { isWorkedType, workedTypes } from '@/desk/worked-types'
import { submissionTypes } from '@/submissions'
import { contact } from '@/submissions/contact/definition'

import { submissionCollection } from '../../../collections/submissions/collection'

const fieldNames = (config: CollectionConfig) =>
  config.fields.flatMap((field: Field) => ('name' in field ? [field.name] : []))

const endpointPaths = (config: CollectionConfig) =>
  (config.endpoints || []).map((endpoint) => endpoint.path)

const deskFields = ['owner', 'routedTo', 'responseDueAt', 'leadTimeline', 'organization']

describe('the desk, by declaration', () => {
  it('works the types whose definition declares it, and only those', () => {
    expect(workedTypes.map((type) => type.slug)).toEqual(
      submissionTypes.filter((type) => type.desk !== undefined).map((type) => type.slug),
    )
    const { desk: _declared, ...undeclared } = contact
    expect(isWorkedType({ ...undeclared } as typeof contact)).toBe(false)
  })

  it('gives a declared type its owner, routing, clock and timeline; an undeclared one none of them', () => {
    const worked = submissionCollection(contact, { fields: [] })
    expect(fieldNames(worked)).toEqual(expect.arrayContaining(deskFields))
    expect(endpointPaths(worked)).toContain('/:id/timeline')

    const { desk: _declared, ...undeclared } = contact
    const stored = submissionCollection(
      { ...undeclared, workedBy: [], routing: {} } as unknown as typeof contact,
      { fields: [] },
    )
    for (const name of deskFields) expect(fieldNames(stored)).not.toContain(name)
    expect(endpointPaths(stored)).not.toContain('/:id/timeline')
    expect(endpointPaths(stored)).not.toContain('/:id/owner')
    // What every submission has stays: its status and its history.
    expect(fieldNames(stored)).toEqual(expect.arrayContaining(['status', 'statusHistory']))
  })
})
