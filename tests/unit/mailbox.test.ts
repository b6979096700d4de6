import { describe, expect, it } from 'vitest'

import { mailboxOf } from '@/lib/mailbox'

describe('the mailbox an address delivers to', () => {
  it.each([
    ['bomb@example.com', 'bomb@example.com'],
    ['Bomb+1@Example.COM', 'bomb@example.com'],
    [' bomb+news+more@example.com ', 'bomb@example.com'],
    ['+only@example.com', '+only@example.com'],
    ['"odd@name"@example.com', '"odd@name"@example.com'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox)
  })
})
