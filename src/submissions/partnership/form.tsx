'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { partnershipOptions } from './messages'
import type { PartnershipInput } from './schema'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import { inLanguage } from '@/submissions/form/options'
import type { FormWords } from '@/submissions/form/words'

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
export function PartnershipForm({ locale, words }: { locale: Locale; words: FormWords }) {
  const form = useSubmissionForm({
    form: 'partnership',
    page: localePath(locale, '/partnership'),
    locale,
    schema: loadSchema,
    empty,
    words,
  })
  const placeholders = words.own.placeholders!
  const options = inLanguage(partnershipOptions, words.shared.options)

  return (
    <SubmissionForm form={form} words={words}>
      <TextField name="company" autoComplete="organization" />
      <TextField name="contact" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="phone" type="tel" autoComplete="tel" placeholder={placeholders.phone} />
      <TextField name="country" autoComplete="country-name" />
      <SelectField
        name="partnershipType"
        placeholder={placeholders.partnershipType}
        options={options.partnershipType}
      />
      <TextareaField name="description" placeholder={placeholders.description} wide />
      <TextareaField name="proposal" placeholder={placeholders.proposal} wide />
      <ConsentField name="terms" wide />
    </SubmissionForm>
  )
}
