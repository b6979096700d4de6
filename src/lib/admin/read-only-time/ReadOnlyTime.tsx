import type { DateFieldServerProps } from 'payload'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { ReadOnlyTimeInput } from './ReadOnlyTimeInput'

/**
 * A time only the server sets (when a first response is due, when consent was given), shown in
 * the site's zone. Payload's date field would show a date picker, which loads after the page and
 * stands as a taller placeholder until then: the sidebar below it moved as the page started, and
 * a click aimed at a status button landed beside it.
 */
export async function ReadOnlyTime({ clientField, path, payload }: DateFieldServerProps) {
  const zone = await readerTimeZoneOfThisRender(payload)
  return <ReadOnlyTimeInput field={clientField} path={path} zone={zone} />
}
