'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { partnershipLabels, partnershipOptions, partnershipSuccess } from './messages'
import type { PartnershipInput } from './schema'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'

const empty = {
  company: '',
  contact: '',
  email: '',
  phone: '',
  country: '',
  partnershipType: '',
  description: '',
  proposal: '',
  terms: false,
  website: '',
} as unknown as Omit<PartnershipInput, 'submissionKey'>

const { TextField, SelectField, TextareaField, ConsentField } = fieldsFor<PartnershipInput>()

const loadSchema = () => import('./schema').then((module) => module.partnershipSchema)

/** The /partnership application form. */
export function PartnershipForm({ locale }: { locale: Locale }) {
  const form = useSubmissionForm({
    form: 'partnership',
    page: localePath(locale, '/partnership'),
    locale,
    schema: loadSchema,
    empty,
    success: partnershipSuccess,
  })

  return (
    <SubmissionForm
      form={form}
      labels={partnershipLabels}
      itemName="application"
      submitLabel="Submit Application"
    >
      <TextField name="company" autoComplete="organization" />
      <TextField name="contact" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="phone" type="tel" autoComplete="tel" placeholder="+234 XXX XXX XXXX" />
      <TextField name="country" autoComplete="country-name" />
      <SelectField
        name="partnershipType"
        placeholder="Select a partnership type"
        options={partnershipOptions.partnershipType}
      />
      <TextareaField
        name="description"
        placeholder="What your company does, where, and for whom."
        wide
      />
      <TextareaField name="proposal" placeholder="How you would like to work with us." wide />
      <ConsentField name="terms" wide>
        I agree to the processing of my information to review this partnership application.
      </ConsentField>
    </SubmissionForm>
  )
}
