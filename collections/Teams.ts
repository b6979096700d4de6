import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { worksLeads, staffAccountsOnly } from '@/desk/access'
import { weekdayOptions, validClockTime } from '@/desk/teams/business-hours'
import { defaultSiteTimeZone, siteTimeZones } from '@/lib/site/time-zones'
import { leadsAmongMembers, membersWhoWorkTheLeads, teamMembersOnly } from '@/desk/teams/members'
import { revalidateTeam } from '@/publishing/revalidate'

/**
 * A team working leads: its members (routing rules send leads to them in turn), its leads (members
 * who see the team's work, told when a lead waits past its target), the address its replies go
 * from, and its business hours, against which the speed-to-lead clock runs. Admins keep teams; sales and recruiters read them.
 */
export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: { singular: 'Team', plural: 'Teams' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'leads', 'members', 'timeZone'],
    hidden: hiddenUnless(),
  },
  access: { read: worksLeads, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: revalidateTeam,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        {
          name: 'members',
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          filterOptions: staffAccountsOnly,
          validate: membersWhoWorkTheLeads,
          admin: {
            description: 'Routing to the team assigns its members in turn, passing by those away.',
          },
        },
        {
          name: 'leads',
          label: 'Team leads',
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          filterOptions: teamMembersOnly,
          validate: leadsAmongMembers,
          admin: {
            description:
              'Members who see the team’s work in My work and on the board, and are told when a lead waits past its target. Without one, the admins are told.',
          },
        },
      ],
    },
    {
      name: 'replyAddress',
      type: 'email',
      admin: {
        description:
          "Replies from a lead's page go from this address; else from the site's sales address.",
      },
    },
    {
      type: 'collapsible',
      label: 'Business hours',
      fields: [
        {
          name: 'timeZone',
          type: 'select',
          required: true,
          defaultValue: defaultSiteTimeZone,
          options: siteTimeZones.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'workingDays',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: ['mon', 'tue', 'wed', 'thu', 'fri'],
          options: weekdayOptions,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'opensAt',
              type: 'text',
              required: true,
              defaultValue: '08:00',
              validate: validClockTime,
              admin: { description: '24-hour time, e.g. 08:00.' },
            },
            {
              name: 'closesAt',
              type: 'text',
              required: true,
              defaultValue: '17:00',
              validate: validClockTime,
              admin: { description: '24-hour time, after the opening time.' },
            },
          ],
        },
        {
          name: 'holidays',
          label: 'Holidays',
          type: 'array',
          labels: { singular: 'Holiday', plural: 'Holidays' },
          admin: {
            initCollapsed: true,
            components: { RowLabel: '/src/desk/teams/HolidayRowLabel#HolidayRowLabel' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  label: 'Date',
                  type: 'date',
                  required: true,
                  validate: (value: unknown) => Boolean(value) || 'Give this holiday its date.',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
                },
                { name: 'name', label: 'Name', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
    // Whom the team's round robin assigned last; written by routing alone.
    {
      name: 'lastAssignee',
      type: 'relationship',
      relationTo: 'users',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
