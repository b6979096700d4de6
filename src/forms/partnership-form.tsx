'use client'

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
  partnershipLabels as labels,
  partnershipOptions,
  partnershipSchema,
  type PartnershipInput,
} from './partnership-schema'
import { useSubmissionForm } from './use-submission-form'

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

/** The /partnership application form. */
export function PartnershipForm() {
  const { register, formState, onSubmit } = useSubmissionForm({
    form: 'partnership',
    schema: partnershipSchema,
    empty,
    success: {
      title: 'Partnership application submitted!',
      description: 'Our partnerships team will review it within 3-5 business days.',
    },
  })
  const { errors, isSubmitting } = formState

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <Field label={labels.company} error={errors.company}>
        {(control) => (
          <Input control={control} autoComplete="organization" {...register('company')} />
        )}
      </Field>
      <Field label={labels.contact} error={errors.contact}>
        {(control) => <Input control={control} autoComplete="name" {...register('contact')} />}
      </Field>
      <Field label={labels.email} error={errors.email}>
        {(control) => (
          <Input control={control} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label={labels.phone} error={errors.phone}>
        {(control) => (
          <Input
            control={control}
            type="tel"
            autoComplete="tel"
            placeholder="+234 XXX XXX XXXX"
            {...register('phone')}
          />
        )}
      </Field>
      <Field label={labels.country} error={errors.country}>
        {(control) => (
          <Input control={control} autoComplete="country-name" {...register('country')} />
        )}
      </Field>
      <Field label={labels.partnershipType} error={errors.partnershipType}>
        {(control) => (
          <Select
            control={control}
            placeholder="Select a partnership type"
            options={partnershipOptions.partnershipType}
            {...register('partnershipType')}
          />
        )}
      </Field>
      <Field label={labels.description} error={errors.description} className="sm:col-span-2">
        {(control) => (
          <Textarea
            control={control}
            placeholder="What your company does, where, and for whom."
            {...register('description')}
          />
        )}
      </Field>
      <Field label={labels.proposal} error={errors.proposal} className="sm:col-span-2">
        {(control) => (
          <Textarea
            control={control}
            placeholder="How you would like to work with us."
            {...register('proposal')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Checkbox
          label={
            <>
              I agree to the processing of my information to review this partnership application.
              <PolicyLinks />
            </>
          }
          error={errors.terms}
          {...register('terms')}
        />
      </div>
      <Honeypot {...register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label="Submit Application" />
      </div>
    </form>
  )
}
