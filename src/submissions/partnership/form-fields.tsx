import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'
import type { PartnershipInput } from './schema'

const { TextField, SelectField, TextareaField, ConsentField } = fieldsFor<PartnershipInput>()

/** The /partnership application form. */
export default function PartnershipFormFields(setup: FormSetup) {
  const form = useSubmissionForm<PartnershipInput>(setup)
  const { placeholders, options } = setup.words.own

  return (
    <SubmissionForm form={form} words={setup.words}>
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
