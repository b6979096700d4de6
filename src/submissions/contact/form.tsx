'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { contactOptions } from './messages'
import type { ContactInput } from './schema'
import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import { inLanguage } from '@/submissions/form/options'
import type { FormWords } from '@/submissions/form/words'

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
export function ContactForm({ locale, words }: { locale: Locale; words: FormWords }) {
  const form = useSubmissionForm({
    form: 'contact',
    page: localePath(locale, '/'),
    locale,
    schema: loadSchema,
    empty,
    words,
  })
  const placeholders = words.own.placeholders!
  const options = inLanguage(contactOptions, words.shared.options)

  return (
    <SubmissionForm form={form} words={words}>
      <TextField name="firstName" autoComplete="given-name" />
      <TextField name="lastName" autoComplete="family-name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="companyOperator" autoComplete="organization" optional />
      <SelectField
        name="serviceInterest"
        placeholder={placeholders.serviceInterest}
        options={options.serviceInterest}
        optional
        wide
      />
      <TextareaField name="projectDetails" placeholder={placeholders.projectDetails} wide />
      <ConsentField name="privacy" wide />
    </SubmissionForm>
  )
}
