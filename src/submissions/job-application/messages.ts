/**
 * Everything the job application form and its e-mails say, in English; messages.fr.ts holds the
 * French. Free of zod: the form renders them before its rules load.
 */
export const jobApplicationMessages = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    location: 'Current Location',
    linkedin: 'LinkedIn Profile',
    position: 'Position Applied For',
    salary: 'Expected Salary',
    salaryCurrency: 'Currency',
    salaryPeriod: 'Paid',
    experience: 'Years of Experience',
    availability: 'Availability',
    summary: 'Professional Summary',
    skills: 'Key Skills',
    motivation: 'Why do you want to join us?',
    resume: 'Resume/CV',
    coverLetter: 'Cover Letter',
    additionalInfo: 'Additional Information',
  },
  placeholders: {
    phone: '+254 XXX XXX XXX',
    location: 'City, country',
    linkedin: 'https://linkedin.com/in/your-name',
    /** The position as a choice among the open postings. */
    positionChoice: 'Select a position',
    /** The position typed, when no posting is open. */
    position: 'e.g. Backend Engineer',
    salary: 'e.g. 45,000',
    experience: 'Select your experience',
    availability: 'Select your availability',
  },
  hints: {
    /** Under the résumé and cover letter fields. */
    documents: 'PDF, DOC or DOCX, at most 5 MB',
    /** The job openings box's text. */
    updates: 'Keep me informed about future job openings.',
  },
  consent:
    'I agree to the processing of my application data for recruitment purposes and confirm that all information provided is accurate.',
  submit: 'Submit Application',
  itemName: 'application',
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: {
    title: 'Application submitted!',
    description: 'Thank you for applying. Our recruiters will be in touch if your profile fits.',
  },
  nextStep: 'See all open positions',
  errors: {
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
    location: 'Please enter your current location',
    linkedin: 'Please enter a valid URL, e.g. https://www.linkedin.com/in/your-name',
    position: 'Please select the position you are applying for',
    salary: 'Please enter an amount, e.g. 45,000',
    salaryOtherCurrency:
      'This amount is in another currency than the one chosen: choose its currency below, or leave the code out',
    salaryCurrency: 'Please choose a currency',
    salaryPeriod: 'Please choose per year or per month',
    experience: 'Please select your years of experience',
    availability: 'Please select your availability',
    summary: 'Please provide a short professional summary',
    skills: 'Please list your key skills',
    motivation: 'Please tell us why you want to join us',
    resume: 'Please attach your resume',
    /** The rule each attachment follows; the server also answers a file of the wrong content with it. */
    resumeFile: 'Resume must be a PDF, DOC or DOCX file of at most 5 MB',
    coverLetterFile: 'Cover letter must be a PDF, DOC or DOCX file of at most 5 MB',
    terms: 'You must agree to the terms.',
  },
  email: {
    title: 'job application',
    promise: 'Our recruiters read every application and will contact you if your profile fits.',
  },
}
