import type { ArrayField, FieldHook, TextFieldSingleValidation } from 'payload'

import { inE164, numberingCountry } from '@/submissions/form/phone-number'

import { personKeyOf } from '@/lib/mailbox'

/** The organization's country, whose numbering plan reads a contact's number typed without "+". */
const countryOf = (data: unknown) => {
  const country = (data as { country?: unknown } | undefined)?.country
  return numberingCountry(typeof country === 'string' ? country : undefined)
}

/** A number in E.164, read as one of the organization's country; an impossible one left as typed. */
const phoneInE164: FieldHook = ({ value, data, originalDoc }) =>
  typeof value === 'string' && value.trim() !== ''
    ? (inE164(value.trim(), countryOf(data) ?? countryOf(originalDoc)) ?? value.trim())
    : value

const possiblePhone: TextFieldSingleValidation = (value, { data }) =>
  !value || inE164(value, countryOf(data))
    ? true
    : 'This phone number cannot exist: check the country code and the number of digits.'

/**
 * The people the team deals with at a company, kept by sales beside its domains. They are personal
 * data: a data request finds a contact by their address (as one person whatever its capitals or
 * `+tag`, by the hidden `personKey`), the export lists them and an erasure removes them. They
 * stay while the company is an account; the submissions' retention does not reach them.
 */
export const contactsField: ArrayField = {
  name: 'contacts',
  type: 'array',
  labels: { singular: 'Contact', plural: 'Contacts' },
  admin: {
    description:
      'The people the team deals with there. Personal data: a data request finds them by their e-mail address and an erasure removes them.',
    components: { RowLabel: '/src/leads/accounts/ContactRowLabel#ContactRowLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'role',
          type: 'text',
          admin: { width: '50%', description: 'e.g. Head of VAS' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', admin: { width: '50%' } },
        {
          name: 'phone',
          type: 'text',
          validate: possiblePhone,
          hooks: { beforeValidate: [phoneInE164] },
          admin: {
            width: '50%',
            description: 'Stored in E.164; without “+”, read as a number of the company’s country.',
          },
        },
      ],
    },
    {
      name: 'personKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => personKeyOf(siblingData.email as string)] },
    },
  ],
}
