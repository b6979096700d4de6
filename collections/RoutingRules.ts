import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { staffAccountsOnly } from '@/desk/access'
import { tryRulesEndpoint } from '@/desk/routing/try-rules/endpoint'
import { africanCountryOptionsByName as countryOptions } from '@/lib/content/country-names'
import { quoteServiceTypeOptions, toSelectOptions } from '@/lib/content/submission-options'
import { revalidateRouting } from '@/publishing/revalidate'
import { submissionTypes } from '@/submissions'

type AssigneeValidation = {
  data: { toAccountOwner?: boolean | null }
  siblingData: Record<string, unknown>
}

/**
 * Where new leads go: an ordered list (drag the rows), the first rule that matches a lead assigns
 * it. A rule matches its types, and of those the leads from its countries or regions and for its
 * services when it names any. It assigns to a person, or in turn to a team's members, or to the
 * lead's account owner. A lead no
 * rule matches waits, unassigned, in the queue admins see first (src/desk/routing/routing.ts).
 */
export const RoutingRules: CollectionConfig = {
  slug: 'routing-rules',
  labels: { singular: 'Routing rule', plural: 'Routing rules' },
  orderable: true,
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'submissionTypes', 'countries', 'services', 'assignee', 'team'],
    hidden: hiddenUnless(),
    description: 'The first rule that matches a new lead assigns it. Drag the rows to order them.',
    components: {
      beforeListTable: [
        {
          path: '/src/desk/routing/try-rules/TryRules#TryRules',
          // The kind most leads are: what an admin tries first.
          clientProps: { defaultType: 'quote-requests' },
        },
      ],
    },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [tryRulesEndpoint],
  hooks: revalidateRouting,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'submissionTypes',
      label: 'Leads',
      type: 'select',
      hasMany: true,
      required: true,
      options: submissionTypes.map(({ slug, labels }) => ({ value: slug, label: labels.plural })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'countries',
          type: 'select',
          hasMany: true,
          options: toSelectOptions(countryOptions),
          admin: { description: "The visitor's country. None: any." },
        },
        {
          name: 'regions',
          type: 'relationship',
          relationTo: 'regions',
          hasMany: true,
          admin: { description: "Or a region's countries." },
        },
        {
          name: 'services',
          type: 'select',
          hasMany: true,
          options: toSelectOptions(quoteServiceTypeOptions),
          admin: { description: 'The service or product chosen. None: any.' },
        },
      ],
    },
    {
      name: 'toAccountOwner',
      label: 'Assign to the account owner',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Only leads from an organization with an account owner (its own or its group’s) match; ' +
          'the person or team below takes them while the owner is away.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'assignee',
          label: 'Person',
          type: 'relationship',
          relationTo: 'users',
          filterOptions: staffAccountsOnly,
          validate: (value: unknown, { data, siblingData }: AssigneeValidation) => {
            if (value && siblingData.team) return 'Choose a person or a team (one of the two).'
            if (!value && !siblingData.team && !data.toAccountOwner) {
              return 'Choose a person or a team (one of the two).'
            }
            return true
          },
        },
        {
          name: 'team',
          // A short label: the list's column reads it, and an empty cell "<No Team>".
          label: 'Team',
          type: 'relationship',
          relationTo: 'teams',
          admin: { description: 'Or, instead of a person, a team: its members take them in turn.' },
        },
      ],
    },
  ],
}
