import type { Field } from 'payload'

import { setByTheServer } from '@/access'
import { readOnlyTimeComponents } from '@/lib/admin/read-only-time/admin'

/**
 * The speed-to-lead clock of a lead (src/desk/clock): when its first response is due and when
 * it came. Written only by the server: at arrival, at the first reply, call or message logged,
 * and by the clock's job when it reminds or escalates.
 */
export const clockFields: Field[] = [
  {
    name: 'responseDueAt',
    // Shown by the response clock at the top (responseClockField); a column and a filter still.
    label: 'First response due',
    type: 'date',
    access: setByTheServer,
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      components: readOnlyTimeComponents,
      description: 'A reply, call or message is due by then (business hours).',
      condition: () => false,
    },
  },
  {
    name: 'firstResponseAt',
    label: 'First response',
    type: 'date',
    access: setByTheServer,
    admin: {
      condition: () => false,
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      components: readOnlyTimeComponents,
    },
  },
  // When the owner's reminder and the escalation are due, cleared once sent or once answered:
  // their indexes hold only what the clock's sweep still has to do.
  {
    name: 'reminderDueAt',
    type: 'date',
    index: true,
    access: setByTheServer,
    admin: { hidden: true },
  },
  {
    name: 'escalationDueAt',
    type: 'date',
    index: true,
    access: setByTheServer,
    admin: { hidden: true },
  },
  { name: 'reminderSentAt', type: 'date', access: setByTheServer, admin: { hidden: true } },
  { name: 'escalatedAt', type: 'date', access: setByTheServer, admin: { hidden: true } },
  // The target it had on arrival, and the business minutes its first response took.
  {
    name: 'responseTargetMinutes',
    type: 'number',
    access: setByTheServer,
    admin: { hidden: true },
  },
  { name: 'responseMinutes', type: 'number', access: setByTheServer, admin: { hidden: true } },
]

/** The clock as staff read it, at the top of a lead's sidebar: a countdown, or how long it took. */
export const responseClockField: Field = {
  name: 'responseClock',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/desk/clock/ResponseClock#ResponseClock' },
  },
}
