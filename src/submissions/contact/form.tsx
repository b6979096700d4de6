'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { contactLabels, contactOptions, contactSuccess } from './messages'
import type { ContactInput } from './schema'
import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'

const empty: Omit<ContactInput, 'submissionKey'> = {
  firstName: '',
  lastName: '',
  email: '',
  companyOperator: '',
  serviceInterest: '',
  projectDetails: '',
  privacy: false,
  website: '',
}

const { TextField, SelectField, TextareaField, ConsentField } = fieldsFor<ContactInput>()

const loadSchema = () => import('./schema').then((module) => module.contactSchema)

/** The home page's 'Start Your Project' form. */
export function ContactForm({ locale }: { locale: Locale }) {
  const form = useSubmissionForm({
    form: 'contact',
    page: localePath(locale, '/'),
    locale,
    schema: loadSchema,
    empty,
    success: contactSuccess,
  })

  return (
    <SubmissionForm
      form={form}
      labels={contactLabels}
      itemName="message"
      submitLabel="Send Message"
    >
      <TextField name="firstName" autoComplete="given-name" />
      <TextField name="lastName" autoComplete="family-name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="companyOperator" autoComplete="organization" optional />
      <SelectField
        name="serviceInterest"
        placeholder="Select a service"
        options={contactOptions.serviceInterest}
        optional
        wide
      />
      <TextareaField name="projectDetails" placeholder="Tell us about your project" wide />
      <ConsentField name="privacy" wide>
        I agree that my details are used to answer this message.
      </ConsentField>
    </SubmissionForm>
  )
}
