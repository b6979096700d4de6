import { defineForm } from '@/submissions/pipeline/form-entry'
import { partnershipSchema, type PartnershipValues } from './schema'
import { partnershipLabels, partnershipOptions } from './messages'
import { partnership } from './definition'

/** What the form endpoint needs to accept a partnership, beside its definition. */
export const endpoint = defineForm({
  type: partnership,
  schema: partnershipSchema,
  labels: partnershipLabels,
  options: partnershipOptions,
  consentField: 'terms',
  visitor: (values: PartnershipValues) => ({ name: values.contact, email: values.email }),
  promise: 'Our partnerships team reviews every application within 3-5 business days.',
})
