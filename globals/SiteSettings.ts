import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly, isAdminField, shownToAdmins } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { statListField } from '@/fields/cards'
import { validLinkTarget } from '@/fields/link'
import { responseTargetsTab } from '@/desk/clock/targets'
import { dealsTab } from '@/desk/deals/settings'
import { recruitingTab } from '@/recruiting/settings'
import { defaultSiteTimeZone, siteTimeZones } from '@/lib/site/time-zones'
import { revalidateGlobal } from '@/publishing/revalidate'
import { submissionTypes } from '@/submissions'
import { whatsAppTab } from '@/whatsapp/settings'

const linkFields = [
  {
    type: 'row' as const,
    fields: [
      { name: 'label', type: 'text' as const, required: true, localized: true },
      {
        name: 'href',
        type: 'text' as const,
        required: true,
        // Shown on every page: a site path or a full https:// address, as on landing pages.
        validate: validLinkTarget,
        admin: { description: 'e.g. /about, or a full address that starts with https://' },
      },
    ],
  },
]

const maxRetentionMonths = 600

/** "Contact messages, quote requests, … and market report requests". */
const everyKindOfSubmission = new Intl.ListFormat('en', { type: 'conjunction' })
  .format(submissionTypes.map((type) => type.noun.many))
  .replace(/^./, (first) => first.toUpperCase())

/** A retention period is a whole number of months; empty means keep forever. */
const wholeMonths = (value: number | null | undefined): true | string =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && value >= 0 && value <= maxRetentionMonths)
    ? true
    : `Enter a whole number of months from 0 to ${maxRetentionMonths}, or leave it empty to keep submissions forever.`

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Content', hidden: hiddenUnless('editor') },
  access: { read: anyone, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Navigation',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'siteName', type: 'text', required: true },
                {
                  name: 'timeZone',
                  label: 'Time zone',
                  type: 'select',
                  required: true,
                  options: siteTimeZones.map(({ value, label }) => ({ value, label })),
                  defaultValue: defaultSiteTimeZone,
                  admin: {
                    description:
                      'Scheduled publishing starts in this zone; each schedule can pick another.',
                  },
                },
              ],
            },
            { name: 'headerLinks', type: 'array', fields: linkFields },
            {
              name: 'footerProductLinks',
              label: 'Footer product links',
              type: 'array',
              fields: linkFields,
            },
            {
              name: 'footerTagline',
              type: 'textarea',
              localized: true,
            },
            {
              name: 'markets',
              label: 'Footer markets',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true, localized: true }],
            },
          ],
        },
        {
          label: 'Contact',
          name: 'contact',
          fields: [
            { name: 'address', type: 'textarea', required: true },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', required: true },
                { name: 'email', type: 'email', required: true },
              ],
            },
          ],
        },
        whatsAppTab,
        {
          label: 'Company figures',
          name: 'figures',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'subscribers', type: 'text', required: true },
                { name: 'countries', type: 'text', required: true },
                { name: 'team', type: 'text', required: true },
                {
                  name: 'marketEntry',
                  label: 'African market entry',
                  type: 'text',
                  required: true,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'support', type: 'text', required: true },
                { name: 'operatorPartners', type: 'text', required: true },
                { name: 'uptime', type: 'text', required: true },
              ],
            },
            {
              name: 'visionGoal',
              label: 'Vision 2030 goal',
              type: 'text',
              required: true,
              localized: true,
            },
            {
              name: 'operators',
              label: 'Operator partners shown on the site',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            statListField('highlights', 'Highlight figures'),
          ],
        },
        {
          label: 'Notifications',
          name: 'notifications',
          description:
            'Where each form sends its staff notification e-mail, with everything the visitor sent. Only admins see and change it.',
          // Every submission's contents go there: not public, and not for editors to redirect.
          access: { read: isAdminField, update: isAdminField },
          admin: { condition: shownToAdmins },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'contactEmail', label: 'Contact messages', type: 'email', required: true },
                { name: 'quoteEmail', label: 'Quote requests', type: 'email', required: true },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'partnershipEmail',
                  label: 'Partnership applications',
                  type: 'email',
                  required: true,
                },
                {
                  name: 'careersEmail',
                  label: 'Career applications',
                  type: 'email',
                  required: true,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'marketReportEmail',
                  label: 'Market report requests',
                  type: 'email',
                  required: true,
                },
              ],
            },
          ],
        },
        responseTargetsTab,
        dealsTab,
        recruitingTab,
        {
          label: 'Data protection',
          name: 'dataProtection',
          description:
            'How long the personal data sent through the forms is kept. Only admins can change it.',
          admin: { condition: shownToAdmins },
          fields: [
            {
              name: 'retentionMonths',
              label: 'Delete submissions after (months)',
              type: 'number',
              min: 0,
              max: maxRetentionMonths,
              defaultValue: 24,
              validate: wholeMonths,
              access: { read: isAdminField, update: isAdminField },
              admin: {
                step: 1,
                description: `${everyKindOfSubmission} older than this are deleted every night (03:00 server time) with their résumés, cover letters and status history. Leave empty or 0 to keep them forever.`,
              },
            },
          ],
        },
      ],
    },
  ],
}
