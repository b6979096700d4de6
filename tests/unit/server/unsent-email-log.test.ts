import { describe, expect, it } from 'vitest'

import { htmlAsText, unsentEmailLog } from '@/server/email'

const invitation = {
  to: 'ama@example.com',
  subject: 'You are invited to the website admin',
  text: 'Choose your password by opening this link:\n\nhttps://site.example/admin/invitation/abc',
}

/** Payload's own password-reset e-mail: HTML only. */
const passwordReset = {
  to: [{ name: 'Ama', address: 'ama@example.com' }],
  subject: 'Reset your password',
  html: '<p>You are receiving this because you asked to reset your password.</p><p><a href="https://site.example/admin/reset/f00d">https://site.example/admin/reset/f00d</a></p><p>If you did not request this, ignore this e-mail &amp; nothing changes.</p>',
}

describe('an e-mail logged without a mail server', () => {
  it('is written whole in development: recipient, subject, text and links', () => {
    expect(unsentEmailLog(invitation, { whole: true })).toBe(
      [
        'E-mail not sent (no mail server configured): "You are invited to the website admin"',
        'To: ama@example.com',
        '',
        'Choose your password by opening this link:',
        '',
        'https://site.example/admin/invitation/abc',
      ].join('\n'),
    )
  })

  it("gives an HTML-only e-mail's text with its links' addresses", () => {
    const logged = unsentEmailLog(passwordReset, { whole: true })
    expect(logged).toContain('To: ama@example.com')
    expect(logged).toContain('\nhttps://site.example/admin/reset/f00d\n')
    expect(logged).toContain('ignore this e-mail & nothing changes.')
    expect(logged).not.toMatch(/<[a-z/]/)
  })

  it('is its subject alone in production: no address, no text, no link', () => {
    for (const email of [invitation, passwordReset]) {
      expect(unsentEmailLog(email, { whole: false })).toBe(
        `E-mail not sent (no mail server configured): "${email.subject}"`,
      )
    }
  })

  it('keeps a link whose label differs from its address as both', () => {
    expect(htmlAsText('<a href="https://site.example/r/1">Download the report</a>')).toBe(
      'Download the report (https://site.example/r/1)',
    )
  })
})
