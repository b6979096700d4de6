import { describe, expect, it } from 'vitest'

import { copyAddresses } from '@/desk/replies/email/addresses'
import {
  plainTextAsHtml,
  plainTextOf,
  sanitizedEmailHtml,
  withSignature,
} from '@/desk/replies/email/html'
import { threadSubject, withThreads } from '@/desk/timeline/threads'
import type { LeadTimelineEntry } from '@/desk/timeline/timeline'

describe("an e-mail's HTML", () => {
  it('keeps paragraphs, emphasis, lists and web or mail links, and nothing that runs or loads', () => {
    expect(
      sanitizedEmailHtml(
        '<p class="x" style="color:red" onclick="alert(1)"><span>Hi</span> <b>there</b><img src="https://t.example/p.gif"></p><script>alert(1)</script><ul><li><a href="javascript:alert(1)">bad</a> <a href="https://telvas.example">good</a></li></ul>',
      ),
    ).toBe(
      '<p>Hi <b>there</b></p><ul><li><a rel="noopener noreferrer" target="_blank">bad</a> <a href="https://telvas.example" rel="noopener noreferrer" target="_blank">good</a></li></ul>',
    )
  })

  it('turns plain text into paragraphs, its line breaks and markup-like text kept as text', () => {
    expect(plainTextAsHtml('Dear Ada,\r\n\r\nThe <price> list\nis attached.\n\n\n')).toBe(
      '<p>Dear Ada,</p><p>The &lt;price&gt; list<br>is attached.</p>',
    )
  })

  it('has a plain-text part with its links written out', () => {
    expect(
      plainTextOf(
        '<p>See <a href="https://telvas.example/offer">our offer</a>.</p><ul><li>One</li></ul>',
      ),
    ).toBe('See our offer [https://telvas.example/offer].\n\n * One')
  })

  it('takes the signature in place of a closing {sender}, else after the text', () => {
    expect(withSignature('<p>Kind regards,<br />{sender}</p>', 'Kofi\nSales')).toBe(
      '<p>Kind regards,<br />Kofi<br />Sales</p>',
    )
    expect(withSignature('<p>Thanks, {sender} here.</p>', 'Kofi')).toBe(
      '<p>Thanks, {sender} here.</p><p>Kofi</p>',
    )
    expect(withSignature('<p>Hi</p>', '  ')).toBe('<p>Hi</p>')
    expect(withSignature('<p>Hi</p>', '<b>Kofi</b>')).toBe(
      '<p>Hi</p><p>&lt;b&gt;Kofi&lt;/b&gt;</p>',
    )
  })
})

describe('CC and BCC', () => {
  it('take up to ten addresses, whatever separates them, each once', () => {
    expect(copyAddresses('a@x.example; b@x.example,\nA@x.example a@x.example', 'CC')).toEqual({
      ok: true,
      addresses: ['a@x.example', 'b@x.example', 'A@x.example'],
    })
    expect(copyAddresses(undefined, 'BCC')).toEqual({ ok: true, addresses: [] })
  })

  it('name the first address that is not one, and refuse an eleventh', () => {
    expect(copyAddresses('a@x.example, ama at x', 'CC')).toMatchObject({
      ok: false,
      message: expect.stringContaining('“ama” in CC is not an e-mail address'),
    })
    const eleven = Array.from({ length: 11 }, (_, n) => `p${n}@x.example`).join(',')
    expect(copyAddresses(eleven, 'BCC')).toMatchObject({
      ok: false,
      message: 'BCC takes at most 10 addresses; it has 11.',
    })
  })
})

describe('e-mail threads on the timeline', () => {
  const entry = (
    key: string,
    kind: LeadTimelineEntry['kind'],
    subject?: string,
  ): LeadTimelineEntry => ({
    key,
    kind,
    at: `2026-12-0${key}T10:00:00.000Z`,
    who: null,
    subject,
  })

  it('gather the e-mails of one subject at the latest, oldest first, whatever "Re:" an answer adds', () => {
    expect(threadSubject('RE : Fwd: Your  proposal [QR-000042]')).toBe('your proposal [qr-000042]')
    // Newest first, as the timeline reads.
    const items = withThreads([
      entry('5', 'emailReceived', 'Re: Your proposal [QR-000042]'),
      entry('4', 'note'),
      entry('3', 'emailSent', 'Another subject [QR-000042]'),
      entry('2', 'emailSent', 'Your proposal [QR-000042]'),
      entry('1', 'emailHeld', 'Re: Your proposal [QR-000042]'),
    ])
    expect(
      items.map((item) =>
        item.thread
          ? [item.conversation.subject, item.conversation.messages.map((message) => message.key)]
          : item.entry.key,
      ),
    ).toEqual([
      ['Your proposal [QR-000042]', ['2', '5']],
      '4',
      ['Another subject [QR-000042]', ['3']],
      '1',
    ])
  })
})
