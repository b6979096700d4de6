'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import { marketReportForm, marketReportLabels, marketReportSuccess } from './messages'
import type { MarketReportInput } from './schema'

const { TextField, ConsentField } = fieldsFor<MarketReportInput>()

const loadSchema = () => import('./schema').then((module) => module.marketReportSchema)

/** A region page's form: the visitor's details, for an e-mailed link to the region's report. */
export function MarketReportForm({ locale, region }: { locale: Locale; region: string }) {
  const form = useSubmissionForm({
    form: 'market-report',
    page: localePath(locale, `/regions/${region}`),
    locale,
    schema: loadSchema,
    empty: { name: '', email: '', company: '', country: '', region, consent: false, website: '' },
    success: marketReportSuccess,
  })

  return (
    <SubmissionForm
      form={form}
      labels={marketReportLabels}
      itemName={marketReportForm.itemName}
      submitLabel={marketReportForm.submit}
    >
      <input type="hidden" name="region" value={region} />
      <TextField name="name" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="company" autoComplete="organization" />
      <TextField name="country" autoComplete="country-name" />
      <ConsentField name="consent" wide>
        {marketReportForm.consent}
      </ConsentField>
    </SubmissionForm>
  )
}
