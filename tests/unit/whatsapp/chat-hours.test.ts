import { describe, expect, it } from 'vitest'

import { chatHours } from '@/whatsapp/chat-hours'

const accra = {
  timeZone: 'Africa/Accra',
  workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as const,
  opensAt: '08:00',
  closesAt: '18:00',
}

describe("the chat's hours, from a team's business hours", () => {
  it('read as people write them, in English and in French', () => {
    expect(chatHours(accra, 'en')).toBe('Mon–Fri, 8:00–18:00 GMT')
    expect(chatHours(accra, 'fr')).toBe('Du lundi au vendredi, de 8\u00a0h à 18\u00a0h GMT')
  })

  it('name a day apart on its own, the minutes, and the zone by its offset', () => {
    const lagos = {
      timeZone: 'Africa/Lagos',
      workingDays: ['sat', 'mon', 'wed', 'thu', 'fri'] as const,
      opensAt: '08:30',
      closesAt: '16:45',
    }
    expect(chatHours(lagos, 'en')).toBe('Mon, Wed–Sat, 8:30–16:45 GMT+1')
    expect(chatHours(lagos, 'fr')).toBe(
      'Lundi, du mercredi au samedi, de 8\u00a0h\u00a030 à 16\u00a0h\u00a045 GMT+1',
    )
  })
})
