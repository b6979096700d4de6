'use client'

import { Controller } from 'react-hook-form'

import {
  Checkbox,
  Field,
  Honeypot,
  Input,
  PolicyLinks,
  Select,
  SubmitButton,
  Textarea,
} from './form-controls'
import {
  jobApplicationFileFields,
  jobApplicationLabels as labels,
  jobApplicationOptions,
  jobApplicationSchema,
  type JobApplicationInput,
} from './job-application-schema'
import { useSubmissionForm } from './use-submission-form'

export type JobApplicationFormProps = {
  /** Active postings the visitor can choose from. */
  jobs: { id: number; title: string }[]
  /** The posting the visitor came from (a careers card's Apply link), preselected. */
  selectedJobId?: number
}

/** Values as JSON, files as their own parts: the server streams and checks each file. */
function encode(values: JobApplicationInput) {
  const body = new FormData()
  const { resume, coverLetter, ...rest } = values
  body.append('values', JSON.stringify(rest))
  for (const [field, file] of Object.entries({ resume, coverLetter })) {
    if (file instanceof File) body.append(field, file, file.name)
  }
  return { body }
}

const fileHint = 'PDF, DOC or DOCX, at most 5 MB'
const documentTypes =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The /apply job application form. */
export function JobApplicationForm({ jobs, selectedJobId }: JobApplicationFormProps) {
  const { register, control, formState, onSubmit, watch } = useSubmissionForm({
    form: 'job-application',
    schema: jobApplicationSchema,
    empty: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      location: '',
      linkedin: '',
      position: jobs.find((job) => job.id === selectedJobId)?.title ?? '',
      salary: '',
      experience: '' as JobApplicationInput['experience'],
      availability: '' as JobApplicationInput['availability'],
      summary: '',
      skills: '',
      motivation: '',
      resume: undefined as unknown as JobApplicationInput['resume'],
      coverLetter: undefined,
      additionalInfo: '',
      terms: false,
      updates: false,
      website: '',
    },
    encode,
    success: {
      title: 'Application submitted!',
      description: 'Thank you for applying. Our recruiters will be in touch if your profile fits.',
    },
  })
  const { errors, isSubmitting } = formState
  // A new fill gets a new key; keying the file inputs on it clears them after a success.
  const fill = watch('submissionKey')

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <Field label={labels.firstName} error={errors.firstName}>
        {(field) => <Input control={field} autoComplete="given-name" {...register('firstName')} />}
      </Field>
      <Field label={labels.lastName} error={errors.lastName}>
        {(field) => <Input control={field} autoComplete="family-name" {...register('lastName')} />}
      </Field>
      <Field label={labels.email} error={errors.email}>
        {(field) => (
          <Input control={field} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label={labels.phone} error={errors.phone}>
        {(field) => (
          <Input
            control={field}
            type="tel"
            autoComplete="tel"
            placeholder="+254 XXX XXX XXX"
            {...register('phone')}
          />
        )}
      </Field>
      <Field label={labels.location} error={errors.location}>
        {(field) => (
          <Input
            control={field}
            autoComplete="address-level2"
            placeholder="City, country"
            {...register('location')}
          />
        )}
      </Field>
      <Field label={labels.linkedin} error={errors.linkedin} optional>
        {(field) => (
          <Input
            control={field}
            type="url"
            autoComplete="url"
            placeholder="https://linkedin.com/in/your-name"
            {...register('linkedin')}
          />
        )}
      </Field>
      <Field label={labels.position} error={errors.position}>
        {(field) =>
          jobs.length > 0 ? (
            <Select
              control={field}
              placeholder="Select a position"
              options={jobs.map((job) => ({ value: job.title, label: job.title }))}
              {...register('position')}
            />
          ) : (
            <Input control={field} placeholder="e.g. Backend Engineer" {...register('position')} />
          )
        }
      </Field>
      <Field label={labels.salary} error={errors.salary} optional>
        {(field) => (
          <Input
            control={field}
            inputMode="numeric"
            placeholder="e.g. 45,000"
            {...register('salary')}
          />
        )}
      </Field>
      <Field label={labels.experience} error={errors.experience}>
        {(field) => (
          <Select
            control={field}
            placeholder="Select your experience"
            options={jobApplicationOptions.experience}
            {...register('experience')}
          />
        )}
      </Field>
      <Field label={labels.availability} error={errors.availability}>
        {(field) => (
          <Select
            control={field}
            placeholder="Select your availability"
            options={jobApplicationOptions.availability}
            {...register('availability')}
          />
        )}
      </Field>
      <Field label={labels.summary} error={errors.summary} className="sm:col-span-2">
        {(field) => <Textarea control={field} {...register('summary')} />}
      </Field>
      <Field label={labels.skills} error={errors.skills} className="sm:col-span-2">
        {(field) => <Textarea control={field} rows={3} {...register('skills')} />}
      </Field>
      <Field label={labels.motivation} error={errors.motivation} className="sm:col-span-2">
        {(field) => <Textarea control={field} {...register('motivation')} />}
      </Field>
      {jobApplicationFileFields.map((name) => (
        <Field
          key={name}
          label={labels[name]}
          error={errors[name]}
          hint={fileHint}
          optional={name === 'coverLetter'}
        >
          {(field) => (
            <Controller
              control={control}
              name={name}
              render={({ field: { onChange, onBlur, ref } }) => (
                <Input
                  key={fill}
                  control={field}
                  type="file"
                  name={name}
                  accept={documentTypes}
                  ref={ref}
                  onBlur={onBlur}
                  onChange={(event) => onChange(event.target.files?.[0])}
                  className="file:mr-3 file:rounded-md file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
                />
              )}
            />
          )}
        </Field>
      ))}
      <Field
        label={labels.additionalInfo}
        error={errors.additionalInfo}
        optional
        className="sm:col-span-2"
      >
        {(field) => <Textarea control={field} rows={3} {...register('additionalInfo')} />}
      </Field>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Checkbox
          label={
            <>
              I agree to the processing of my application data for recruitment purposes and confirm
              that all information provided is accurate.
              <PolicyLinks />
            </>
          }
          error={errors.terms}
          {...register('terms')}
        />
        <Checkbox label="Keep me informed about future job openings." {...register('updates')} />
      </div>
      <Honeypot {...register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label="Submit Application" />
      </div>
    </form>
  )
}
