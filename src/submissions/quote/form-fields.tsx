import type React from 'react'
import { useEffect } from 'react'

import { dialCodeOf } from '@/lib/content/african-countries'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import type { QuoteInput } from './schema'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'

const { TextField, SelectField, TextareaField, ConsentField } = fieldsFor<QuoteInput>()

/** The /get-quote 'Project Requirements' form. */
export default function QuoteFormFields(setup: FormSetup) {
  const form = useSubmissionForm<QuoteInput>(setup)
  const { words } = setup
  const { options, placeholders } = words.own
  // Named and sorted in the page's language by its page; each with its dialling code.
  const countryOptions = options.country!.map(({ value, label }) => ({
    value,
    label: `${label} (${dialCodeOf(value)})`,
  }))
  const { watch, getValues, setValue, hydrated } = form
  const dialCode = dialCodeOf(watch('country'))
  // Disabled until a country gives the dialling code; only once the script runs, which fills the
  // code in. Without it the field stays open, and its hint says what to type. A number typed
  // before the script ran keeps the field open.
  const waitingForCountry = hydrated && !dialCode && !watch('phone')

  // The phone number starts with the chosen country's dialling code, unless it already does.
  const prefixPhone = ({ target }: React.ChangeEvent<HTMLSelectElement>) => {
    const code = dialCodeOf(target.value)
    const phone = getValues('phone') ?? ''
    if (code && !phone.startsWith(code)) setValue('phone', `${code} `)
  }
  // A country chosen before the script ran (after useSubmissionForm took the fields over) gives
  // its code to a phone still empty; a number typed by then is the visitor's and stays. So does
  // one about to be typed: a tap in the phone field can be what runs the script, in the blur of
  // the field before, while the focus is on its way (on no field yet). A code put in then would
  // land in front of what the visitor types ("+233 +233 20 …"), so it waits until the focus has
  // landed.
  useEffect(() => {
    const later = setTimeout(() => {
      const code = dialCodeOf(getValues('country'))
      const typing = document.activeElement?.getAttribute('name') === 'phone'
      if (code && !getValues('phone') && !typing) setValue('phone', `${code} `)
    })
    return () => clearTimeout(later)
    // Once, when the form first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <SubmissionForm form={form} words={words}>
      <TextField name="companyName" autoComplete="organization" />
      <TextField name="contactName" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" wide />
      <SelectField
        name="country"
        placeholder={placeholders.country}
        options={countryOptions}
        autoComplete="country-name"
        onChange={prefixPhone}
      />
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        disabled={waitingForCountry}
        placeholder={
          dialCode
            ? placeholders.phoneAfterCountry.replace('{dialCode}', dialCode)
            : waitingForCountry
              ? placeholders.phoneCountryFirst
              : placeholders.phone
        }
        hint={words.own.hints?.phone}
      />
      <SelectField
        name="serviceType"
        placeholder={placeholders.serviceType}
        options={options.serviceType}
        wide
      />
      <TextareaField
        name="projectDescription"
        rows={5}
        placeholder={placeholders.projectDescription}
        wide
      />
      <SelectField name="timeline" placeholder={placeholders.timeline} options={options.timeline} />
      <SelectField name="budget" placeholder={placeholders.budget} options={options.budget} />
      <ConsentField name="terms" wide />
    </SubmissionForm>
  )
}
