import type { Scheduled } from './upcoming'

const localeNames: Record<string, Record<string, string>> = {
  en: { en: 'English', fr: 'French' },
  fr: { en: 'anglais', fr: 'français' },
}

/**
 * A scheduled publish or unpublish as the admin says it, in the reader's language and zone:
 * "Scheduled for 12 Dec 2026, 09:00 GMT", "Publication prévue le 12 déc. 2026, 09:00 UTC".
 */
export function scheduleWords(scheduled: Scheduled, language: string, timeZone: string): string {
  const french = language === 'fr'
  const when = new Intl.DateTimeFormat(french ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(scheduled.at))
  const only = scheduled.locale
    ? french
      ? ` (${localeNames.fr[scheduled.locale] ?? scheduled.locale} seulement)`
      : ` (${localeNames.en[scheduled.locale] ?? scheduled.locale} only)`
    : ''
  if (scheduled.type === 'unpublish') {
    return french ? `Dépublication prévue le ${when}` : `Unpublishes ${when}`
  }
  return (french ? `Publication prévue le ${when}` : `Scheduled for ${when}`) + only
}
