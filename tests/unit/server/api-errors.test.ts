import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepValidationReasons } from '@/server/api-errors'

const reasons = {
  collection: 'pages',
  errors: [
    {
      label: 'Slug',
      message: '/about is already used by a page of the site: choose another address.',
      path: 'slug',
    },
  ],
}

/** A refused save as the production build's formatter answers it: the summary alone. */
const summaryOnly = (error: Error) => ({ errors: [{ message: error.message }] })

const hookWith = (error: Error, result = summaryOnly(error)) =>
  keepValidationReasons({ error, result, context: {}, req: {} as never })

describe('a refused save', () => {
  it('answers with its reasons, field by field, when the formatter left them out', () => {
    const refused = new ValidationError(reasons)
    expect(hookWith(refused)).toEqual({
      status: 400,
      response: { errors: [{ name: 'ValidationError', data: reasons, message: refused.message }] },
    })
  })

  it('is left as it is when the formatter kept them', () => {
    const refused = new ValidationError(reasons)
    const kept = { errors: [{ name: 'ValidationError', data: reasons, message: refused.message }] }
    expect(hookWith(refused, kept)).toBeUndefined()
  })

  it('is the only error it changes: a plain 400 or a server error keeps its answer', () => {
    expect(hookWith(new APIError('The request body must be a JSON object.', 400))).toBeUndefined()
    expect(hookWith(new APIError('Something went wrong.', 500, reasons))).toBeUndefined()
  })
})
