import { describe, expect, it } from 'vitest'

import { catalogues } from '@/i18n/messages'
import {
  chatLink,
  greetingAbout,
  internationalDigits,
  invalidNumberMessage,
  validWhatsAppNumber,
  whatsAppNumberInE164,
} from '@/whatsapp/chat-link'

/** The text a wa.me link opens the chat with. */
const textOf = (link: string) => new URL(link).searchParams.get('text')

describe('the WhatsApp business number', () => {
  it('is accepted in international form however it is spaced, and kept in E.164', () => {
    for (const [typed, kept] of [
      ['+233201234567', '+233201234567'],
      ['+233 20 123 4567', '+233201234567'],
      ['00233-20-123-4567', '+233201234567'],
      ['+44 (0)20 7946 0958', '+442079460958'],
      ['+234 803 123 4567', '+2348031234567'],
    ]) {
      expect(validWhatsAppNumber(typed), typed).toBe(true)
      expect(whatsAppNumberInE164(typed), typed).toBe(kept)
    }
  })

  it('may be left empty: then no button shows', () => {
    expect(validWhatsAppNumber('')).toBe(true)
    expect(validWhatsAppNumber(null)).toBe(true)
  })

  it('is refused, saying how to write it, without its country code, too short or too long', () => {
    for (const number of [
      '0201234567',
      '233201234567',
      '+1234567',
      '+1234567890123456',
      '+0233201234567',
      'call us',
    ]) {
      expect(validWhatsAppNumber(number), number).toBe(invalidNumberMessage)
    }
  })
})

describe("a page's chat link", () => {
  it('opens a chat with the number’s digits, saying what page the visitor is on', () => {
    const text = greetingAbout(catalogues.en.whatsapp.greeting, 'USSD Services')
    const link = chatLink('+233201234567', text)
    expect(link).toBe(
      "https://wa.me/233201234567?text=Hello%2C%20I'd%20like%20to%20know%20more%20about%20USSD%20Services",
    )
    expect(textOf(link)).toBe("Hello, I'd like to know more about USSD Services")
  })

  it('carries French and its no-break spaces whole', () => {
    const text = greetingAbout(catalogues.fr.whatsapp.greeting, '« Solutions fintech »')
    expect(textOf(chatLink('+233201234567', text))).toBe(
      "Bonjour, j'aimerais en savoir plus sur « Solutions fintech »",
    )
  })

  it('uses a greeting from the settings, with the page wherever {page} stands', () => {
    expect(greetingAbout('Hi! {page}: tell me more about {page}.', 'IoT')).toBe(
      'Hi! IoT: tell me more about IoT.',
    )
  })
})

describe("the thank-you page's chat link", () => {
  it('carries the reference', () => {
    const text = catalogues.en.whatsapp.reference.replace('{reference}', 'QR-000042')
    expect(textOf(chatLink('+233201234567', text))).toBe('Hello, my reference is QR-000042')
  })
})

describe("a lead's phone, for a chat from its page", () => {
  it('gives the digits of a number in international form', () => {
    expect(internationalDigits('+234 801 234 5678')).toBe('2348012345678')
    expect(internationalDigits('+233 (0)20-123-4567')).toBe('233201234567')
    expect(internationalDigits('00233 20 123 4567')).toBe('233201234567')
    expect(internationalDigits(' +254712345678 ')).toBe('254712345678')
  })

  it('gives none for a number without its country code, or none at all', () => {
    for (const phone of ['020 123 4567', '0801234567', '+12', 'ask me', '', null, undefined]) {
      expect(internationalDigits(phone), String(phone)).toBeNull()
    }
  })
})
