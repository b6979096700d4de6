'use client'

import type { FieldValues } from 'react-hook-form'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import type { JobApplicationInput } from './schema'
import { hydrateLater } from '@/submissions/form/hydrate-later'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'

export type JobApplicationFormProps = FormSetup & {
  /** Active postings the visitor can choose from. */
  jobs: { id: number; title: string }[]
}

/** Values as JSON, files as their own parts: the server streams and checks each file. */
function encode(values: FieldValues) {
  const body = new FormData()
  const { resume, coverLetter, ...rest } = values
  body.append('values', JSON.stringify(rest))
  for (const [field, file] of Object.entries({ resume, coverLetter })) {
    if (file instanceof File) body.append(field, file, file.name)
  }
  return { body }
}

const documentTypes =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const { TextField, SelectField, TextareaField, FileField, CheckboxField, ConsentField } =
  fieldsFor<JobApplicationInput>()

/**
 * The /apply job application form. The posting an Apply button names (/apply?job=<id>) comes
 * chosen in its empty answers, from the page.
 */
function JobApplicationFormFields({ jobs, ...setup }: JobApplicationFormProps) {
  const form = useSubmissionForm<JobApplicationInput>({ ...setup, encode })
  const { placeholders, hints, options } = setup.words.own

  return (
    <SubmissionForm form={form} words={setup.words}>
      <TextField name="firstName" autoComplete="given-name" />
      <TextField name="lastName" autoComplete="family-name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="phone" type="tel" autoComplete="tel" placeholder={placeholders.phone} />
      <TextField
        name="location"
        autoComplete="address-level2"
        placeholder={placeholders.location}
      />
      <TextField
        name="linkedin"
        type="url"
        autoComplete="url"
        placeholder={placeholders.linkedin}
        optional
      />
      {jobs.length > 0 ? (
        <SelectField
          name="position"
          placeholder={placeholders.positionChoice}
          options={jobs.map((job) => ({ value: job.title, label: job.title }))}
        />
      ) : (
        <TextField name="position" placeholder={placeholders.position} />
      )}
      <TextField name="salary" inputMode="numeric" placeholder={placeholders.salary} optional />
      <SelectField
        name="experience"
        placeholder={placeholders.experience}
        options={options.experience}
      />
      <SelectField
        name="availability"
        placeholder={placeholders.availability}
        options={options.availability}
      />
      <TextareaField name="summary" wide />
      <TextareaField name="skills" rows={3} wide />
      <TextareaField name="motivation" wide />
      <FileField name="resume" accept={documentTypes} hint={hints.documents} />
      <FileField name="coverLetter" accept={documentTypes} hint={hints.documents} optional />
      <TextareaField name="additionalInfo" rows={3} optional wide />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <ConsentField name="terms" />
        <CheckboxField name="updates">{hints.updates}</CheckboxField>
      </div>
    </SubmissionForm>
  )
}

export const JobApplicationForm = hydrateLater(JobApplicationFormFields)
