import type { Field, GroupField } from 'payload'

import { setByTheServer } from '@/access'
import { readOnlyTimeComponents } from '@/lib/admin/read-only-time/admin'

import { campaignParameters } from '@/submissions/attribution/touch'

const labels: Record<string, string> = {
  source: 'Source (utm_source)',
  medium: 'Medium (utm_medium)',
  campaign: 'Campaign (utm_campaign)',
  term: 'Term (utm_term)',
  content: 'Content (utm_content)',
  gclid: 'Google Ads click ID (gclid)',
  fbclid: 'Meta click ID (fbclid)',
  msclkid: 'Microsoft Ads click ID (msclkid)',
}

/** A value of the touch, shown only when the touch has it: most touches name two or three. */
const touchValue = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { width: '33%', condition: (_data, siblingData) => Boolean(siblingData?.[name]) },
})

const touchGroup = (name: string, label: string, description: string): GroupField => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        touchValue('landingPath', 'Landing page'),
        touchValue('referrer', 'Referring site'),
        {
          name: 'at',
          label: 'When',
          type: 'date',
          admin: { width: '33%', components: readOnlyTimeComponents },
        },
      ],
    },
    {
      type: 'row',
      fields: Object.values(campaignParameters).map((field) => touchValue(field, labels[field])),
    },
  ],
})

/**
 * Where the lead came from: the page whose form was sent, the first landing of the visitor's tab and its latest landing from a
 * campaign, a click or another site, as the form's script posted them, else (no script) the
 * campaign in the address of the page the form was sent from. Written only by the form pipeline.
 */
export const attributionField = {
  name: 'attribution',
  label: 'Where it came from',
  type: 'group',
  access: setByTheServer,
  admin: {
    readOnly: true,
    condition: (data) =>
      Boolean(
        data?.attribution?.sentFrom ||
        data?.attribution?.firstTouch?.at ||
        data?.attribution?.lastTouch?.at,
      ),
  },
  fields: [
    {
      name: 'sentFrom',
      label: 'Sent from',
      type: 'text',
      admin: { description: 'The page of the site whose form the visitor sent.' },
    },
    touchGroup(
      'firstTouch',
      'First touch',
      'Where the visitor first landed in the tab they sent this from.',
    ),
    touchGroup(
      'lastTouch',
      'Latest touch',
      'Their latest arrival from a campaign, an ad or another site.',
    ),
  ],
} satisfies GroupField
