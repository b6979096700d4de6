import { describe, expect, it } from 'vitest'

import { templateParts } from '@/desk/replies/with-template'

const template = 'Dear {name},\n\nThank you for your request.\n\nKind regards,\n{sender}'

describe('a reply started from a template', () => {
  it('keeps the sign-off apart, to go after what the person writes', () => {
    expect(templateParts(template)).toEqual({
      opening: 'Dear {name},\n\nThank you for your request.',
      signOff: 'Kind regards,\n{sender}',
    })
  })

  it('has no sign-off when the template is one paragraph', () => {
    expect(templateParts('Hello {name}')).toEqual({ opening: 'Hello {name}', signOff: '' })
  })
})
