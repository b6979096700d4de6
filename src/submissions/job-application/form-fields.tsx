import type React from 'react'
import { useEffect } from 'react'
import type { FieldValues } from 'react-hook-form'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import type { ApplyFormPosting } from './postings'
import type { JobApplicationInput } from './schema'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'

export type JobApplicationFormProps = FormSetup & {
  /** Active postings the visitor can choose from, with the currency and period they pay in. */
  jobs: ApplyFormPosting[]
  /**
   * The chosen posting's own questions, drawn inside the form by the layer that asks them (the
   * recruiting desk's screening); their answers are fields named by posting-answers.ts.
   */
  postingQuestions?: React.ReactNode
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
export default function JobApplicationFormFields({
  jobs,
  postingQuestions,
  ...setup
}: JobApplicationFormProps) {
  const empty = {
    ...setup.empty,
    salaryCurrency: setup.empty.salaryCurrency || 'USD',
    salaryPeriod: setup.empty.salaryPeriod || 'year',
  }
  const form = useSubmissionForm<JobApplicationInput>({ ...setup, empty, encode })
  const { placeholders, hints, options } = setup.words.own
  // The expectation follows the posting chosen: its currency and period.
  const follow = (title: unknown) => {
    const posting = jobs.find((job) => job.title === title)
    form.setValue(
      'salaryCurrency',
      (posting?.salaryCurrency || 'USD') as JobApplicationInput['salaryCurrency'],
    )
    form.setValue(
      'salaryPeriod',
      (posting?.salaryPeriod || 'year') as JobApplicationInput['salaryPeriod'],
    )
  }
  const followPosting = (event: React.ChangeEvent<HTMLSelectElement>) => follow(event.target.value)
  // A position chosen before the form's code arrived: followed once it has, unless the visitor
  // has meanwhile chosen a currency or period of their own.
  const { getValues } = form
  useEffect(() => {
    const untouched =
      getValues('salaryCurrency') === empty.salaryCurrency &&
      getValues('salaryPeriod') === empty.salaryPeriod
    if (untouched && getValues('position') !== setup.empty.position) follow(getValues('position'))
    // Once, as the form starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
          onChange={followPosting}
        />
      ) : (
        <TextField name="position" placeholder={placeholders.position} />
      )}
      <TextField name="salary" inputMode="decimal" placeholder={placeholders.salary} optional />
      <div className="grid grid-cols-2 gap-4">
        <SelectField name="salaryCurrency" options={options.salaryCurrency} />
        <SelectField name="salaryPeriod" options={options.salaryPeriod} />
      </div>
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
      {postingQuestions}
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
