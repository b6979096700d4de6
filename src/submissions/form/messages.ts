import {
  availabilityOptions,
  experienceOptions,
  partnershipTypeOptions,
  quoteBudgetOptions,
  quoteTimelineOptions,
  serviceInterestOptions,
  quoteServiceTypeOptions,
  salaryPeriodOptions,
} from '@/lib/content/submission-options'

type Option = { readonly value: string; readonly label: string }

/** A choice list's labels by stored value: what another language translates. */
const labelsOf = <const Options extends readonly Option[]>(options: Options) =>
  Object.fromEntries(options.map(({ value, label }) => [value, label])) as {
    [Value in Options[number]['value']]: string
  }

/**
 * What every form says besides its own fields, in English: the form's controls, the rules the
 * schemas share, and the server's refusals. Text made from a template ("{max}") is translated by
 * matching it (src/i18n/translate-text.ts).
 */
export const formMessages = {
  optional: '(optional)',
  submitting: 'Submitting...',
  policies: {
    before: 'See our',
    privacyPolicy: 'Privacy Policy',
    and: 'and',
    termsOfService: 'Terms of Service',
  },
  connection: {
    waiting: 'You are offline. We will send your {item} when you are back online.',
    failed:
      'We could not reach our server. Please check your connection and try again: your answers are still here.',
  },
  toasts: {
    wait: 'Please wait a moment',
    notSent: 'Your request was not sent',
    failed: 'Something went wrong on our side. Please try again in a moment.',
  },
  /** What stays in the form's place once it is sent, and on the confirmation page. */
  sent: {
    reference: 'Your reference:',
    quoteIt: 'Please quote it if you contact us about your {item}.',
    again: 'Fill in the form again',
  },
  rules: {
    tooLong: 'Please use at most {max} characters',
    unsupportedCharacters: 'Please remove the unsupported characters',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number',
    impossiblePhone:
      'This phone number cannot exist: please check the country code and the number of digits',
    expired: 'This form has expired. Please reload the page and try again.',
  },
  refusals: {
    correctFields: 'Please correct the highlighted fields.',
    tooManyOne: 'Too many submissions from your network. Please try again in {minutes} minute.',
    tooMany: 'Too many submissions from your network. Please try again in {minutes} minutes.',
    unavailable: 'We could not save your request right now. Please try again in a moment.',
    failed: 'We could not send your request. Please try again in a moment.',
    tooLarge: 'The form is too large to send.',
    chooseFileAgain: 'Please choose this file again: files are not kept when a form comes back.',
  },
  options: {
    serviceInterest: labelsOf(serviceInterestOptions),
    serviceType: labelsOf(quoteServiceTypeOptions),
    timeline: labelsOf(quoteTimelineOptions),
    budget: labelsOf(quoteBudgetOptions),
    partnershipType: labelsOf(partnershipTypeOptions),
    experience: labelsOf(experienceOptions),
    availability: labelsOf(availabilityOptions),
    salaryPeriod: labelsOf(salaryPeriodOptions),
  },
  email: {
    hello: 'Hello,',
    thanks: 'Thank you for your {title}. {promise}',
    reference: 'Your reference is {reference}; please quote it if you write to us about it.',
    choices: 'What you chose:',
    notYou: 'If you did not send this, you can ignore this e-mail.',
    signature: 'The {siteName} team',
    subject: 'We received your {title} ({reference})',
    field: '{label}: {value}',
    yes: 'Yes',
    no: 'No',
  },
}
