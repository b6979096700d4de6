import { availabilityOptions, experienceOptions } from '@/lib/content/submission-options'

/**
 * The job application form's labels and choices, free of zod: the form renders them before its
 * rules load.
 */

export const jobApplicationOptions = {
  experience: experienceOptions,
  availability: availabilityOptions,
} as const

export const jobApplicationLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  location: 'Current Location',
  linkedin: 'LinkedIn Profile',
  position: 'Position Applied For',
  salary: 'Expected Salary (USD)',
  experience: 'Years of Experience',
  availability: 'Availability',
  summary: 'Professional Summary',
  skills: 'Key Skills',
  motivation: 'Why do you want to join us?',
  resume: 'Resume/CV',
  coverLetter: 'Cover Letter',
  additionalInfo: 'Additional Information',
} as const

/** The toast after a scripted send, and the confirmation page after one without scripts. */
export const jobApplicationSuccess = {
  title: 'Application submitted!',
  description: 'Thank you for applying. Our recruiters will be in touch if your profile fits.',
}
