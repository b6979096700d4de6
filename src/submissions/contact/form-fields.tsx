import type { ContactInput } from './schema'
import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'

const { TextField, SelectField, TextareaField, ConsentField } = fieldsFor<ContactInput>()

/** The home page's 'Start Your Project' form. */
export default function ContactFormFields(setup: FormSetup) {
  const form = useSubmissionForm<ContactInput>(setup)
  const { placeholders, options } = setup.words.own

  return (
    <SubmissionForm form={form} words={setup.words}>
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
      <TextareaField name="message" placeholder={placeholders.message} wide />
      <ConsentField name="privacy" wide />
    </SubmissionForm>
  )
}
