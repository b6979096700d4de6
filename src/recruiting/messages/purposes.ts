/**
 * What a job application's template is for: the acknowledgement sent on arrival, the interview
 * invitation and the offer sent from the application's page, and the rejections sent after their
 * delay (one per reason, and a general one for any other reason).
 */
export const templatePurposes = [
  { value: 'acknowledgement', label: 'Acknowledgement on arrival' },
  { value: 'interview', label: 'Interview invitation' },
  { value: 'rejection', label: 'Rejection' },
  { value: 'offer', label: 'Offer' },
] as const

export type TemplatePurpose = (typeof templatePurposes)[number]['value']

/** The submission type whose templates have a purpose and recruiters keep. */
export const jobApplicationSlug = 'career-applications'

/** What the e-mails this module writes fill in, besides the reply box's {name}, {reference}, {sender}. */
export const candidatePlaceholderHelp =
  'A job application’s acknowledgement and rejections also fill {position} (the posting’s title, in the candidate’s language) and {replyWithin} (how soon they hear from us, e.g. “5 business days”); the acknowledgement leaves {name} out, since anyone can type anyone’s address into the form.'
