import { defineForm } from '@/submissions/pipeline/form-entry'
import { quoteSchema, type QuoteValues } from './schema'
import { quoteOptions } from './messages'
import { quote } from './definition'

/** What the form endpoint needs to accept a quote, beside its definition. */
export const endpoint = defineForm({
  type: quote,
  schema: quoteSchema,
  options: quoteOptions,
  consentField: 'terms',
  visitor: (values: QuoteValues) => ({ name: values.contactName, email: values.email }),
})
