import { defineForm } from '@/submissions/pipeline/form-entry'
import type { ContactValues } from './schema'
import { contactSchema } from './schema'
import { contactOptions } from './messages'
import { contact } from './definition'

/** What the form endpoint needs to accept a contact, beside its definition. */
export const endpoint = defineForm({
  type: contact,
  schema: contactSchema,
  options: contactOptions,
  consentField: 'privacy',
  visitor: (values: ContactValues) => ({ name: values.firstName, email: values.email }),
})
