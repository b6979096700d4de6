import type {
  ArrayFieldValidation,
  CollectionConfig,
  FieldHook,
  SelectFieldSingleValidation,
} from 'payload'
import { deleteTasksOfDeleted } from '@/desk/tasks/hand-over'

import { hasRole, isAdmin, isAdminField } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { staffAccountsOnly } from '@/desk/access'
import { contactsField } from '@/leads/accounts/contacts'
import { domainPattern, isFreeMail } from '@/leads/accounts/domains'
import { organizationFromDomainEndpoint } from '@/leads/accounts/from-domain'
import { africanCountryOptionsByName as countryOptions } from '@/lib/content/country-names'
import { revalidateRouting } from '@/publishing/revalidate'

/** Sales and admins keep the accounts; only admins delete one. */
const keepsAccounts = hasRole('sales')

const lowercaseDomain: FieldHook = ({ value }) =>
  typeof value === 'string'
    ? value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
    : value

type DomainRow = { domain?: string | null }

/**
 * Each domain once, in one organization: a lead's domain must lead to one account. A free-mail
 * domain is refused: anyone can write from it.
 */
const validDomains: ArrayFieldValidation = async (value, { req, id, event }) => {
  const rows = (Array.isArray(value) ? value : []) as DomainRow[]
  const domains = rows.map((row) => row.domain ?? '')
  if (domains.length === 0) return 'Add at least one e-mail domain, e.g. mtn.com.gh.'
  for (const domain of domains) {
    if (!domainPattern.test(domain)) {
      return `"${domain}" is not an e-mail domain: write it as it follows the @, e.g. mtn.com.gh.`
    }
    if (isFreeMail(domain)) {
      return `${domain} is a free e-mail provider: its addresses say nothing of the company.`
    }
  }
  const repeated = domains.find((domain, index) => domains.indexOf(domain) !== index)
  if (repeated) return `${repeated} is listed twice.`
  if (event === 'onChange') return true
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: {
      and: [
        { 'domains.domain': { in: domains } },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    select: { name: true, domains: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const other = docs[0]
  if (!other) return true
  const taken = other.domains?.find((row) => domains.includes(row.domain))?.domain
  return `${taken} is already ${other.name}'s: a domain belongs to one organization.`
}

/**
 * A group (an organization that country companies belong to) has no country of its own: its
 * companies each have theirs.
 */
const groupsSpanCountries: SelectFieldSingleValidation = async (value, { id, req, event }) => {
  if (!value || id === undefined || event === 'onChange') return true
  const { totalDocs } = await req.payload.count({
    collection: 'organizations',
    where: { parent: { equals: id } },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
    ? true
    : `This is a group of ${totalDocs} country ${totalDocs === 1 ? 'company' : 'companies'}: leave its country empty, and set one on each of its companies.`
}

/**
 * The companies leads come from: operator groups and their country companies, each with the
 * e-mail domains its people write from (seeded unverified, for an admin to confirm), its country,
 * its group and the account owner who handles it.
 */
export const Organizations: CollectionConfig = {
  slug: 'organizations',
  labels: { singular: 'Organization', plural: 'Organizations' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'parent', 'country', 'accountOwner'],
    hidden: hiddenUnless('sales'),
    listSearchableFields: ['name', 'domains.domain'],
    components: {
      beforeList: ['/src/admin/not-localized/NotLocalized#NotLocalized'],
      beforeListTable: ['/src/leads/accounts/UnknownDomains#UnknownDomains'],
      edit: { beforeDocumentControls: ['/src/admin/not-localized/NotLocalized#NotLocalized'] },
    },
  },
  access: { read: keepsAccounts, create: keepsAccounts, update: keepsAccounts, delete: isAdmin },
  // Arriving leads are matched to organizations from the routing table's cached copy.
  hooks: {
    ...revalidateRouting,
    afterDelete: [...revalidateRouting.afterDelete, deleteTasksOfDeleted],
  },
  endpoints: [organizationFromDomainEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      type: 'tabs',
      tabs: [
        {
          // What sales open an account for first: its leads, its companies and its people.
          label: 'Account',
          fields: [
            {
              name: 'leads',
              type: 'ui',
              admin: {
                components: { Field: '/src/leads/accounts/OrganizationLeads#OrganizationLeads' },
              },
            },
            {
              name: 'companies',
              label: 'Country companies',
              type: 'join',
              collection: 'organizations',
              on: 'parent',
              defaultLimit: 25,
              admin: { allowCreate: false, defaultColumns: ['name', 'country', 'accountOwner'] },
            },
            contactsField,
          ],
        },
        {
          label: 'Company details',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'parent',
                  label: 'Group',
                  type: 'relationship',
                  relationTo: 'organizations',
                  filterOptions: ({ id }) => (id === undefined ? true : { id: { not_equals: id } }),
                  admin: { width: '33%', description: 'The group it belongs to, e.g. MTN Group.' },
                  validate: (value: unknown, { id }: { id?: number | string }) =>
                    value !== undefined && value !== null && String(value) === String(id)
                      ? 'An organization cannot be its own group.'
                      : true,
                },
                {
                  name: 'country',
                  type: 'select',
                  options: countryOptions,
                  validate: groupsSpanCountries,
                  admin: { width: '33%', description: 'Empty for a group across countries.' },
                },
                {
                  name: 'accountOwner',
                  type: 'relationship',
                  relationTo: 'users',
                  filterOptions: staffAccountsOnly,
                  admin: { width: '33%', description: 'Who handles this account.' },
                },
              ],
            },
            {
              name: 'domains',
              label: 'E-mail domains',
              type: 'array',
              required: true,
              validate: validDomains,
              admin: {
                description: 'What follows the @ in its people’s addresses; subdomains count too.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'domain',
                      type: 'text',
                      required: true,
                      index: true,
                      hooks: { beforeValidate: [lowercaseDomain] },
                      admin: { width: '50%' },
                    },
                    {
                      name: 'verified',
                      type: 'checkbox',
                      defaultValue: false,
                      access: { create: isAdminField, update: isAdminField },
                      admin: {
                        width: '50%',
                        description: 'Confirmed by an admin as the company’s own.',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
