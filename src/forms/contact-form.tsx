'use client'

import {
  contactLabels as labels,
  contactOptions,
  contactSchema,
  type ContactInput,
} from './contact-schema'
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

/** The home page's 'Start Your Project' form. */
export function ContactForm() {
  const { register, formState, onSubmit } = useSubmissionForm({
    form: 'contact',
    schema: contactSchema,
    empty,
    success: {
      title: 'Message sent',
      description: 'Thank you for reaching out. Our team will reply within one business day.',
    },
  })
  const { errors, isSubmitting } = formState

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <Field label={labels.firstName} error={errors.firstName}>
        {(control) => (
          <Input control={control} autoComplete="given-name" {...register('firstName')} />
        )}
      </Field>
      <Field label={labels.lastName} error={errors.lastName}>
        {(control) => (
          <Input control={control} autoComplete="family-name" {...register('lastName')} />
        )}
      </Field>
      <Field label={labels.email} error={errors.email}>
        {(control) => (
          <Input control={control} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label={labels.companyOperator} error={errors.companyOperator} optional>
        {(control) => (
          <Input control={control} autoComplete="organization" {...register('companyOperator')} />
        )}
      </Field>
      <Field
        label={labels.serviceInterest}
        error={errors.serviceInterest}
        optional
        className="sm:col-span-2"
      >
        {(control) => (
          <Select
            control={control}
            placeholder="Select a service"
            options={contactOptions.serviceInterest}
            {...register('serviceInterest')}
          />
        )}
      </Field>
      <Field label={labels.projectDetails} error={errors.projectDetails} className="sm:col-span-2">
        {(control) => (
          <Textarea
            control={control}
            placeholder="Tell us about your project"
            {...register('projectDetails')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Checkbox
          label={
            <>
              I agree that my details are used to answer this message.
              <PolicyLinks />
            </>
          }
          error={errors.privacy}
          {...register('privacy')}
        />
      </div>
      <Honeypot {...register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label="Send Message" />
      </div>
    </form>
  )
}
