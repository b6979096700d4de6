import type { Payload, Tab } from 'payload'

import { isAdminField, shownToAdmins } from '@/access'

import { openStatuses } from '../queues'
import { statusLabel } from '../status/workflow'
import { workedTypes } from '../worked-types'
import { dealCurrencies, isDealCurrency, type Rates } from './currencies'
import { defaultReasons, reasonListField, readReasons, type OutcomeReasons } from './reasons'

/** The worked types whose leads are deals: those sales work. */
export const dealTypes = workedTypes.filter((type) => type.workedBy.includes('sales'))

/** Every open status of a deal type, once: each has a probability. */
export const pipelineStatuses = [...new Set(dealTypes.flatMap((type) => openStatuses(type)))]

/** How likely a lead in each status is to be won, until an admin says otherwise. */
const defaultProbabilities: Record<string, number> = {
  new: 10,
  contacted: 20,
  under_review: 30,
  qualified: 40,
  quoted: 50,
  approved: 70,
}

const probabilityField = (status: string) =>
  `${status.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}Probability`

/**
 * Site settings' "Deals" tab, admins only: the rate of each currency against the dollar, the
 * probability a lead in each open status is won, which weights the Overview's pipeline, and the
 * reasons a deal is won or lost, which staff choose from when they close one.
 */
export const dealsTab: Tab = {
  label: 'Deals',
  name: 'deals',
  description:
    'What the Overview’s pipeline counts with: how many of each currency one US dollar buys, and how likely a lead in each status is to be won; and the reasons staff choose from when a deal is won or lost. Only admins see and change it.',
  access: { read: isAdminField, update: isAdminField },
  admin: { condition: shownToAdmins },
  fields: [
    {
      name: 'rates',
      label: 'Exchange rates',
      type: 'array',
      labels: { singular: 'Rate', plural: 'Rates' },
      admin: {
        description:
          'A value in a currency without a rate is left out of totals in other currencies, and the Overview says so.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'currency',
              type: 'select',
              required: true,
              options: dealCurrencies.filter((currency) => currency !== 'USD'),
              enumName: 'enum_deal_rates_currency',
            },
            {
              name: 'perUsd',
              label: 'Units for 1 USD',
              type: 'number',
              required: true,
              min: 0.000001,
              admin: { step: 0.0001 },
            },
          ],
        },
      ],
      validate: (rows: unknown) => {
        const currencies = Array.isArray(rows)
          ? rows.map((row) => (row as { currency?: unknown }).currency)
          : []
        return new Set(currencies).size === currencies.length
          ? true
          : 'Give each currency one rate.'
      },
    },
    {
      type: 'row',
      fields: pipelineStatuses.map((status) => ({
        name: probabilityField(status),
        label: `${statusLabel(status)} (%)`,
        type: 'number' as const,
        required: true,
        min: 0,
        max: 100,
        defaultValue: defaultProbabilities[status] ?? 10,
        admin: { step: 1, width: '20%' },
      })),
    },
    reasonListField('won'),
    reasonListField('lost'),
  ],
}

export type DealSettings = {
  rates: Rates
  /** The probability (0–1) a lead in this status is won. */
  probability: (status: string) => number
  /** What staff choose from when a deal is won or lost. */
  reasons: OutcomeReasons
}

/** The rates and probabilities as admins keep them, the defaults where they have not. */
export async function readDealSettings(payload: Payload): Promise<DealSettings> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { deals: true },
    depth: 0,
    overrideAccess: true,
  })
  const deals = (settings.deals ?? {}) as Record<string, unknown> & {
    rates?: { currency?: unknown; perUsd?: unknown }[] | null
    wonReasons?: unknown
    lostReasons?: unknown
  }
  const rates: Rates = {}
  for (const { currency, perUsd } of deals.rates ?? []) {
    if (isDealCurrency(currency) && typeof perUsd === 'number' && perUsd > 0)
      rates[currency] = perUsd
  }
  return {
    rates,
    probability: (status) => {
      const stored = deals[probabilityField(status)]
      const percent = typeof stored === 'number' ? stored : (defaultProbabilities[status] ?? 10)
      return Math.min(100, Math.max(0, percent)) / 100
    },
    reasons: {
      won: readReasons(deals.wonReasons) ?? defaultReasons.won,
      lost: readReasons(deals.lostReasons) ?? defaultReasons.lost,
    },
  }
}
