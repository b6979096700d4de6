import { describe, expect, it } from 'vitest'

import { withTemplate } from '@/desk/replies/with-template'

const template = 'Dear {name},\n\nThank you for your request.\n\nKind regards,\n{sender}'

describe('a reply started from a template', () => {
  it('puts what the person already wrote before the sign-off, never after it', () => {
    expect(withTemplate(template, 'I attach our price list.\n')).toBe(
      'Dear {name},\n\nThank you for your request.\n\nI attach our price list.\n\nKind regards,\n{sender}',
    )
  })

  it('is the template itself when nothing is written, and the text after a one-paragraph template', () => {
    expect(withTemplate(template, '  ')).toBe(template)
    expect(withTemplate('Hello {name}', 'See you Monday.')).toBe('Hello {name}\n\nSee you Monday.')
  })
})
