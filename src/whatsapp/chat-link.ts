import { inE164 } from '@/submissions/form/phone-number'

export const invalidNumberMessage =
  'Enter the number in international form, with its country code: + or 00, e.g. +233 20 123 4567.'

/**
 * A business number as typed ("+233 20 123 4567", "00233-20-123-4567") in E.164, as the settings
 * keep it ("+233201234567"), or undefined when no such number can exist (no country code, a
 * length its country never has).
 */
export const whatsAppNumberInE164 = (typed: string): string | undefined => {
  const written = typed.trim().replace(/^00/, '+')
  return written.startsWith('+') ? inE164(written) : undefined
}

/** The settings' validation of the business number; empty means no WhatsApp button on the site. */
export const validWhatsAppNumber = (value: string | null | undefined): true | string =>
  !value || whatsAppNumberInE164(value) ? true : invalidNumberMessage

/**
 * The digits wa.me wants of a phone number written in international form ("+233 20 123 4567",
 * "00233…"), or null for one without its country code, which no chat link can reach.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  const written = phone?.trim() ?? ''
  if (!/^(\+|00)/.test(written) || /[^\d\s().+-]/.test(written)) return null
  // "(0)" is the national trunk prefix some write after the country code: not dialled from abroad.
  const digits = written.replace(/\(0\)/g, '').replace(/\D/g, '').replace(/^00/, '')
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null
}

/** A click-to-chat link: opens a chat with `number`, its first message `text` ready to send. */
export const chatLink = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

/** A greeting with the page it was sent from in place of `{page}`. */
export const greetingAbout = (greeting: string, page: string): string =>
  greeting.replaceAll('{page}', page)
