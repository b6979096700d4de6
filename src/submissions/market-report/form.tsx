'use client'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormWords } from '@/submissions/form/words'
import type { MarketReportInput } from './schema'

const { TextField, ConsentField } = fieldsFor<MarketReportInput>()

const loadSchema = () => import('./schema').then((module) => module.marketReportSchema)

type MarketReportFormProps = {
  locale: Locale
  /** The slug of the region whose report is asked for. */
  region: string
  /** Its words in the page's language (formWords, from its page). */
  words: FormWords
}

/** A region page's form: the visitor's details, for an e-mailed link to the region's report. */
export function MarketReportForm({ locale, region, words }: MarketReportFormProps) {
  const form = useSubmissionForm({
    form: 'market-report',
    page: localePath(locale, `/regions/${region}`),
    locale,
    schema: loadSchema,
    empty: { name: '', email: '', company: '', country: '', region, consent: false, website: '' },
    words,
  })

  return (
    <SubmissionForm form={form} words={words}>
      <input type="hidden" name="region" value={region} />
      <TextField name="name" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="company" autoComplete="organization" />
      <TextField name="country" autoComplete="country-name" />
      <ConsentField name="consent" wide />
    </SubmissionForm>
  )
}
