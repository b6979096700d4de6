import { maxEntryLength } from './kinds'
import type { RefusalReason } from './timeline'

/** The query the lead's page reads after its timeline box's plain form post. */
export const timelineAddedParam = 'timeline-added'
export const timelineRefusedParam = 'timeline-refused'

export const timelineAdded = 'Added to the timeline'

/** Why a plain form post's entry was refused; the scripts' answer names the exact cause. */
export const refusals: Record<RefusalReason, string> = {
  kind: 'Choose a note, a call or a message.',
  empty: 'Write something first.',
  long: `That is too long: the most is ${maxEntryLength.toLocaleString('en')} characters.`,
  mention: 'It was not added: a name after @ is not a colleague’s. Write it again with their name.',
}
