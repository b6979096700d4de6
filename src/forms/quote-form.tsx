'use client'

import { africanCountries } from '@/lib/african-countries'

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
  quoteLabels as labels,
  quoteOptions,
  quoteSchema,
  quoteTermsText,
  type QuoteInput,
} from './quote-schema'
import { useSubmissionForm } from './use-submission-form'

const empty = {
  companyName: '',
  contactName: '',
  email: '',
  country: '',
  phone: '',
  serviceType: '',
  projectDescription: '',
  timeline: '',
  budget: '',
  terms: false,
  website: '',
} as unknown as Omit<QuoteInput, 'submissionKey'>

const countryOptions = africanCountries.map((country) => ({
  value: country.name,
  label: `${country.name} (${country.dialCode})`,
}))

const dialCodeOf = (name: string) =>
  africanCountries.find((country) => country.name === name)?.dialCode

/** The /get-quote 'Project Requirements' form. */
export function QuoteForm() {
  const { register, formState, onSubmit, watch, getValues, setValue } = useSubmissionForm({
    form: 'quote',
    schema: quoteSchema,
    empty,
    success: {
      title: 'Quote Request Submitted',
      description: "We'll get back to you within 24 hours with a detailed proposal.",
    },
  })
  const { errors, isSubmitting } = formState
  const dialCode = dialCodeOf(watch('country'))

  const country = register('country', {
    onChange: ({ target }: { target: HTMLSelectElement }) => {
      const code = dialCodeOf(target.value)
      const phone = getValues('phone') ?? ''
      if (code && !phone.startsWith(code)) setValue('phone', `${code} `)
    },
  })

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <Field label={labels.companyName} error={errors.companyName}>
        {(control) => (
          <Input control={control} autoComplete="organization" {...register('companyName')} />
        )}
      </Field>
      <Field label={labels.contactName} error={errors.contactName}>
        {(control) => <Input control={control} autoComplete="name" {...register('contactName')} />}
      </Field>
      <Field label={labels.email} error={errors.email} className="sm:col-span-2">
        {(control) => (
          <Input control={control} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label={labels.country} error={errors.country}>
        {(control) => (
          <Select
            control={control}
            placeholder="Select your country"
            options={countryOptions}
            autoComplete="country-name"
            {...country}
          />
        )}
      </Field>
      <Field label={labels.phone} error={errors.phone}>
        {(control) => (
          <Input
            control={control}
            type="tel"
            autoComplete="tel"
            disabled={!dialCode}
            placeholder={dialCode ? `${dialCode} XXX XXX XXXX` : 'Select country first'}
            {...register('phone')}
          />
        )}
      </Field>
      <Field label={labels.serviceType} error={errors.serviceType} className="sm:col-span-2">
        {(control) => (
          <Select
            control={control}
            placeholder="Select a service"
            options={quoteOptions.serviceType}
            {...register('serviceType')}
          />
        )}
      </Field>
      <Field
        label={labels.projectDescription}
        error={errors.projectDescription}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            control={control}
            rows={5}
            placeholder="Describe your project, the markets and the number of subscribers you target."
            {...register('projectDescription')}
          />
        )}
      </Field>
      <Field label={labels.timeline} error={errors.timeline}>
        {(control) => (
          <Select
            control={control}
            placeholder="Select your timeline"
            options={quoteOptions.timeline}
            {...register('timeline')}
          />
        )}
      </Field>
      <Field label={labels.budget} error={errors.budget}>
        {(control) => (
          <Select
            control={control}
            placeholder="Select your budget range"
            options={quoteOptions.budget}
            {...register('budget')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Checkbox
          label={
            <>
              {quoteTermsText}
              <PolicyLinks />
            </>
          }
          error={errors.terms}
          {...register('terms')}
        />
      </div>
      <Honeypot {...register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label="Request Quote" />
      </div>
    </form>
  )
}
