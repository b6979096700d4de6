import type { CollectionConfig } from 'payload'

import { countryCodeField, leadTitleField, visitorEmailField } from './submissions/fields'
import { submissionCollection } from './submissions/collection'
import { marketReport } from '@/submissions/market-report/definition'
import { linkValidDays, maxDownloads } from '@/submissions/market-report/download'

const setByTheServer = { create: () => false, update: () => false }

export const MarketReportRequests: CollectionConfig = submissionCollection(marketReport, {
  fields: [
    leadTitleField(),
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'company', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        visitorEmailField(),
        { name: 'country', type: 'text', required: true },
        countryCodeField(),
      ],
    },
    // Kept when its region is deleted, as the request it was.
    { name: 'region', type: 'relationship', relationTo: 'regions' },
  ],
  sidebar: [
    {
      name: 'download',
      label: 'Download link',
      type: 'group',
      access: setByTheServer,
      admin: {
        position: 'sidebar',
        description: `E-mailed to the visitor; it works for ${linkValidDays} days and ${maxDownloads} downloads.`,
      },
      fields: [
        // Only the hash of the link's token; nobody reads it, not even admins.
        {
          name: 'tokenHash',
          type: 'text',
          unique: true,
          access: { read: () => false, ...setByTheServer },
          admin: { hidden: true },
        },
        {
          name: 'expiresAt',
          label: 'Valid until',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'count',
          label: 'Downloads',
          type: 'number',
          defaultValue: 0,
          required: true,
          admin: { readOnly: true },
        },
      ],
    },
  ],
})
