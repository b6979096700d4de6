import { describe, expect, it } from 'vitest'

import { inboxSettings } from '@/desk/replies/inbox/settings'

const complete = {
  IMAP_HOST: 'imap.example.com',
  IMAP_PORT: '993',
  IMAP_USER: 'team@example.com',
  IMAP_PASSWORD: 'secret',
  IMAP_TLS: 'true',
}

describe('the team mailbox settings', () => {
  it('are off without IMAP_HOST: replies go out, answers stay in the mailbox', () => {
    expect(inboxSettings({})).toBeNull()
  })

  it('poll every 60 s into Filed, Held and Not filed unless told otherwise', () => {
    expect(inboxSettings(complete)).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'team@example.com',
      password: 'secret',
      pollSeconds: 60,
      filedFolder: 'Filed',
      heldFolder: 'Held',
      notFiledFolder: 'Not filed',
    })
    expect(
      inboxSettings({
        ...complete,
        IMAP_POLL_SECONDS: '5',
        IMAP_FILED_FOLDER: 'Leads',
        IMAP_HELD_FOLDER: 'Leads/Unknown senders',
        IMAP_NOT_FILED_FOLDER: 'Leads/Failed',
      }),
    ).toMatchObject({
      pollSeconds: 5,
      filedFolder: 'Leads',
      heldFolder: 'Leads/Unknown senders',
      notFiledFolder: 'Leads/Failed',
    })
  })

  it('say in one line what is missing or malformed', () => {
    expect(() => inboxSettings({ IMAP_HOST: 'imap.example.com', IMAP_TLS: 'true' })).toThrow(
      "IMAP_HOST is set but IMAP_PORT, IMAP_USER, IMAP_PASSWORD are not: set all five to file the visitors' answers, or none.",
    )
    expect(() => inboxSettings({ ...complete, IMAP_PORT: 'imaps' })).toThrow(
      'IMAP_PORT must be a port number, not "imaps".',
    )
    expect(() => inboxSettings({ ...complete, IMAP_TLS: 'yes' })).toThrow(
      'IMAP_TLS must be true or false, not "yes".',
    )
    expect(() => inboxSettings({ ...complete, IMAP_POLL_SECONDS: '0' })).toThrow(
      'IMAP_POLL_SECONDS must be a number of seconds, not "0".',
    )
  })
})
