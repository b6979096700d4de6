/**
 * The market report form's labels and texts, free of zod: the form renders them before its rules
 * load.
 */

export const marketReportLabels = {
  name: 'Full Name',
  email: 'Work Email',
  company: 'Company',
  country: 'Country',
} as const

export const marketReportForm = {
  heading: (region: string) => `Download the ${region} market report`,
  intro:
    'Subscriber figures, operator landscape and service trends for the region, as a PDF. We e-mail you a download link straight away.',
  consent: 'I agree to receive the report by e-mail and to be contacted about it by the company.',
  submit: 'Email Me the Report',
  itemName: 'request',
}

/** The toast after a scripted send, and the confirmation page after one without scripts. */
export const marketReportSuccess = {
  title: 'Check your inbox',
  description:
    'We have e-mailed you a link to the report. It works for 7 days and up to 5 downloads.',
}

/** The page an e-mailed link opens. */
export const marketReportDownload = {
  title: (region: string) => `Your ${region} market report`,
  valid: (downloadsLeft: number, until: string) =>
    `This link works until ${until} and for ${downloadsLeft} more download${downloadsLeft === 1 ? '' : 's'}.`,
  button: 'Download the Report (PDF)',
  expiredTitle: 'This download link has expired',
  expired:
    'Download links work for 7 days and up to 5 downloads. Request the report again and we will e-mail you a new link.',
  requestAgain: 'Request a New Link',
  browseRegions: 'Explore Our Network',
}
