import type { CollectionConfig, FieldHook } from 'payload'

import { isAdmin, recruitersOnly } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { candidatePageFields } from '@/recruiting/candidates/fields'
import { mergeEndpoints } from '@/recruiting/candidates/endpoints'
import {
  candidateEmailOf,
  candidateNameOf,
  candidatePhoneOf,
} from '@/recruiting/candidates/identity'

const normalisedEmail: FieldHook = ({ value }) => candidateEmailOf(value) ?? value

const normalisedEmails: FieldHook = ({ value }) =>
  Array.isArray(value)
    ? [...new Set(value.map((address) => candidateEmailOf(address) ?? address))]
    : value

/** A number in E.164 when it can be read as one; left as typed otherwise, and refused then. */
const phoneInE164: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim() !== ''
    ? (candidatePhoneOf(value) ?? value.trim())
    : null

/**
 * A person who applied, once whatever the number of their applications: matched as each arrives
 * (src/recruiting/candidates/intake-step.ts) by their address, case and `+tag` ignored, else by
 * their phone. Recruiters and admins read and work them and merge two into one; only admins
 * create or delete one by hand. Sales and editors see none of it.
 */
export const Candidates: CollectionConfig = {
  slug: 'candidates',
  lockDocuments: false,
  labels: { singular: 'Candidate', plural: 'Candidates' },
  admin: {
    group: 'Careers',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    hidden: hiddenUnless('recruiter'),
    // Not localized content: none of the locale switcher belongs on it.
    components: {
      beforeList: ['/src/admin/not-localized/NotLocalized#NotLocalized'],
      edit: { beforeDocumentControls: ['/src/admin/not-localized/NotLocalized#NotLocalized'] },
    },
  },
  defaultSort: '-createdAt',
  access: { read: recruitersOnly, update: recruitersOnly, create: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [
      ({ data }) => ({
        ...data,
        name: candidateNameOf(data.firstName, data.lastName, String(data.email ?? '')),
      }),
    ],
  },
  endpoints: mergeEndpoints,
  fields: [
    { name: 'name', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'First name', type: 'text' },
        { name: 'lastName', label: 'Last name', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: 'E-mail',
          type: 'email',
          required: true,
          unique: true,
          hooks: { beforeValidate: [normalisedEmail] },
          admin: { description: 'Lowercase, without a +tag: how applications are matched.' },
        },
        {
          name: 'phone',
          type: 'text',
          index: true,
          hooks: { beforeValidate: [phoneInE164] },
          validate: (value: unknown) =>
            !value || candidatePhoneOf(value)
              ? true
              : 'Give the number in international form, e.g. +254 712 345 678.',
          admin: { description: 'In E.164; matches an application when its address does not.' },
        },
      ],
    },
    {
      name: 'otherEmails',
      label: 'Other e-mail addresses',
      type: 'text',
      hasMany: true,
      hooks: { beforeValidate: [normalisedEmails] },
      admin: {
        description:
          'Addresses this person also applied with, kept from merges: applications from them match too.',
      },
    },
    ...candidatePageFields,
  ],
}
