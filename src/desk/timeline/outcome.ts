import type { RefusalReason } from './timeline'

/** The query the lead's page reads after its timeline box's plain form post. */
export const timelineAddedParam = 'timeline-added'
export const timelineRefusedParam = 'timeline-refused'

export const timelineAdded = 'Added to the timeline'

/** The query the lead's page reads after a held e-mail was accepted or discarded. */
export const heldDecidedParam = 'held-decided'
export const heldDecided: Record<'accept' | 'discard', string> = {
  accept: 'Accepted as the visitor’s answer',
  discard: 'E-mail discarded',
}
export const replySent = 'E-mail sent'
export const replySentParam = 'reply-sent'
export const replyRefusedParam = 'reply-refused'

/** Why a plain form post's entry or reply was refused; the scripts' answer names the exact cause. */
export const refusals: Record<RefusalReason, string> = {
  kind: 'Choose a note, a call or a message.',
  empty: 'Write something first.',
  noSubject: 'Write a subject first.',
  noReply: 'Write the e-mail first.',
  long: 'That is too long: write it shorter.',
  mention: 'It was not added: a name after @ is not a colleague’s. Write it again with their name.',
  mentionHidden:
    'It was not added: a colleague named after @ cannot see this lead. Write to them another way, or ask an admin to give them the role.',
  address:
    'It was not sent: there is no address to send from. Ask an admin for a team reply address.',
  noPhone:
    'It was not logged: this lead has no phone number in international form (+…) to write to on WhatsApp.',
  decided: 'This e-mail is no longer held: someone accepted or discarded it already.',
  stepTitle: 'The next step was not planned: say what it is.',
  stepDue: 'The next step was not planned: give it a day and a time.',
  copies:
    'It was not sent: CC and BCC take at most 10 e-mail addresses each, like name@company.com, separated by commas.',
  tooLarge:
    'It was not sent: the attachments weigh more than 10 MB together. Attach fewer or smaller files.',
  badFile:
    'It was not sent: attach PDF, Word, Excel or PowerPoint documents, or PNG or JPEG images, of this lead.',
  unreadable: 'It was not sent: the form could not be read. Try again.',
}

/** The query the lead's page reads after its next step was planned by a plain form post. */
export const nextStepPlannedParam = 'next-step-planned'
