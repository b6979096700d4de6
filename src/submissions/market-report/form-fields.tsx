import { fieldsFor, SubmissionForm } from '@/submissions/form/submission-form'
import { useSubmissionForm } from '@/submissions/form/use-submission-form'
import type { FormSetup } from '@/submissions/form/words'
import type { MarketReportInput } from './schema'

const { TextField, ConsentField } = fieldsFor<MarketReportInput>()

type MarketReportFormProps = FormSetup & {
  /** The slug of the region whose report is asked for. */
  region: string
}

/** A region page's form: the visitor's details, for an e-mailed link to the region's report. */
export default function MarketReportFormFields({ region, ...setup }: MarketReportFormProps) {
  const form = useSubmissionForm<MarketReportInput>({ ...setup, empty: { ...setup.empty, region } })

  return (
    <SubmissionForm form={form} words={setup.words}>
      <input type="hidden" name="region" value={region} />
      <TextField name="name" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="company" autoComplete="organization" />
      <TextField name="country" autoComplete="country-name" />
      <ConsentField name="consent" wide />
    </SubmissionForm>
  )
}
