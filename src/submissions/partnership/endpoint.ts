import { countryCodeFromText } from '@/lib/content/country-names'
import type { FormSteps } from '@/submissions/pipeline/form-entry'

/** The code of the country the visitor's country or region names, if it names one. */
export const steps: FormSteps = {
  derive: async (values) => ({ countryCode: countryCodeFromText(String(values.country)) ?? null }),
}
