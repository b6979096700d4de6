import { defineForm } from '@/submissions/pipeline/form-entry'
import { partnershipSchema, type PartnershipValues } from './schema'
import { partnershipOptions } from './messages'
import { partnership } from './definition'

/** What the form endpoint needs to accept a partnership, beside its definition. */
export const endpoint = defineForm({
  type: partnership,
  schema: partnershipSchema,
  options: partnershipOptions,
  consentField: 'terms',
  visitor: (values: PartnershipValues) => ({ name: values.contact, email: values.email }),
})
