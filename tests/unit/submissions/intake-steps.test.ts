import { afterEach, describe, expect, it } from 'vitest'

import { intakeStep, withoutStepsNamedOff } from '@/submissions/pipeline/steps'

const step = (name: string) =>
  intakeStep({ name, prepare: async () => undefined, run: async () => undefined })

const steps = [step('screening'), step('desk'), step('Candidate acknowledgement')]

describe('the intake steps a server runs', () => {
  const before = process.env.INTAKE_STEPS_OFF
  afterEach(() => {
    if (before === undefined) delete process.env.INTAKE_STEPS_OFF
    else process.env.INTAKE_STEPS_OFF = before
  })

  it('are all of them, in order, when none is named off', () => {
    delete process.env.INTAKE_STEPS_OFF
    expect(withoutStepsNamedOff(steps).map(({ name }) => name)).toEqual([
      'screening',
      'desk',
      'Candidate acknowledgement',
    ])
  })

  it('leave out those INTAKE_STEPS_OFF names, whole names only', () => {
    process.env.INTAKE_STEPS_OFF = 'screening, Candidate acknowledgement,des'
    expect(withoutStepsNamedOff(steps).map(({ name }) => name)).toEqual(['desk'])
  })
})
