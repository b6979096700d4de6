import { linkValidDays, maxDownloads } from './limits'

/**
 * Everything the market report form and its e-mails say, in English; messages.fr.ts holds the
 * French. Free of zod: the form renders them before its rules load.
 */
export const marketReportMessages = {
  labels: {
    name: 'Full Name',
    email: 'Work Email',
    company: 'Company',
    country: 'Country',
    /** A hidden field: named in e-mails, and put back when a form comes back. */
    region: 'Region',
  },
  hints: {
    /** The region page's heading and introduction above the form (marketReportFormIntro). */
    heading: 'Download the {region} market report',
    intro:
      'Subscriber figures, operator landscape and service trends for the region, as a PDF. We e-mail you a download link straight away.',
  },
  consent: 'I agree to receive the report by e-mail and to be contacted about it by the company.',
  submit: 'Email Me the Report',
  itemName: 'request',
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: {
    title: 'Check your inbox',
    description: `We have e-mailed you a link to the report. It works for ${linkValidDays} days and up to ${maxDownloads} downloads.`,
  },
  /** Said instead when the visitor's mailbox had all its e-mails for the day: no link was sent. */
  successWithoutEmail: {
    title: 'Request received',
    description:
      'We have not e-mailed you a link: this address has already received all the e-mails we send in a day. Our team has your request and will send you the report.',
  },
  nextStep: 'Our Network',
  errors: {
    name: 'Name must be at least 2 characters',
    company: 'Company name must be at least 2 characters',
    country: 'Please enter your country',
    region: 'Please choose a region',
    consent: 'Please agree to receive the report by e-mail.',
    /** The region asked about has no report to send. */
    noReport: 'There is no market report for this region yet.',
  },
  email: {
    title: 'market report request',
    promise: `Your report is ready: download it with the link below, which works for ${linkValidDays} days and up to ${maxDownloads} downloads.`,
    /** The line after the promise: the link to the download page. */
    download: 'Download the report: {link}',
  },
}

/** The page an e-mailed link opens (download-page.tsx). */
export const marketReportDownloadMessages = {
  /** The page's title in the browser. */
  metaTitle: 'Market report',
  title: 'Your {region} market report',
  /** While the link works: by the plural category of the downloads left. */
  valid: {
    one: 'This link works until {until} and for {downloadsLeft} more download.',
    other: 'This link works until {until} and for {downloadsLeft} more downloads.',
  },
  button: 'Download the Report (PDF)',
  expiredTitle: 'This download link has expired',
  expired: `Download links work for ${linkValidDays} days and up to ${maxDownloads} downloads. Request the report again and we will e-mail you a new link.`,
  requestAgain: 'Request a New Link',
  browseRegions: 'Explore Our Network',
}

/** The region page's heading and introduction above the form, in the language of its words. */
export function marketReportFormIntro(
  words: { own: { hints: Readonly<Record<string, string>> } },
  region: string,
) {
  const { hints } = words.own
  return { heading: hints.heading.replace('{region}', region), intro: hints.intro }
}
