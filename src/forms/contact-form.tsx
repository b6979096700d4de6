'use client'

import { contactLabels, contactOptions } from './contact-fields'
import type { ContactInput } from './contact-schema'
import { fieldsFor, SubmissionForm } from './form-fields'
import { useSubmissionForm } from './use-submission-form'

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

const loadSchema = () => import('./contact-schema').then((module) => module.contactSchema)

/** The home page's 'Start Your Project' form. */
export function ContactForm() {
  const form = useSubmissionForm({
    form: 'contact',
    schema: loadSchema,
    empty,
    success: {
      title: 'Message sent',
      description: 'Thank you for reaching out. Our team will reply within one business day.',
    },
  })

  return (
    <SubmissionForm form={form} labels={contactLabels} submitLabel="Send Message">
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
