import type { Tab } from 'payload'

import { isAdminField, shownToAdmins } from '@/access'
import type { SiteSetting } from '@/payload-types'

import { workingDayMinutes, type BusinessHours } from '../teams/business-hours'
import { defaultOwnerField } from '../routing/default-owner'
import { workedTypes, type WorkedType } from '../worked-types'

type Type = WorkedType

/** A first-response target: so many business hours, or business days of the owner's team. */
export type ResponseTarget = { amount: number; unit: 'hours' | 'days' }

/** How a type's target is named in Site settings: "quoteRequests" for quote-requests. */
const targetKey = (type: Type) =>
  type.slug.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase())

const largestAmount = 1000

/**
 * Site settings → Lead desk: each type's target (and its default owner), kept by admins. Each starts at its type's
 * default (definition.ts); a lead keeps the target it arrived with.
 */
export const responseTargetsTab: Tab = {
  label: 'Lead desk',
  name: 'responseTargets',
  description:
    'For each kind of lead: how soon it should have its first reply, call or message, counted in its owner’s team’s business hours (Monday–Friday 08:00–17:00 in the site’s time zone for an owner with no team), and who takes those no routing rule matches. A change applies to the leads that arrive after it. Only admins see and change it.',
  access: { read: isAdminField, update: isAdminField },
  admin: { condition: shownToAdmins },
  fields: workedTypes.map((type) => ({
    type: 'row' as const,
    fields: [
      {
        name: `${targetKey(type)}Amount`,
        label: type.labels.plural,
        type: 'number' as const,
        required: true,
        min: 1,
        max: largestAmount,
        defaultValue: type.desk.responseTarget.amount,
        admin: { step: 1 },
        validate: (value: number | null | undefined) =>
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= 1 &&
          value <= largestAmount
            ? true
            : `Enter a whole number from 1 to ${largestAmount}.`,
      },
      {
        name: `${targetKey(type)}Unit`,
        label: 'Counted in',
        type: 'select' as const,
        // The default name, from the tab's and the field's, is longer than PostgreSQL allows.
        enumName: `enum_response_target_${type.referencePrefix.toLowerCase()}_unit`,
        required: true,
        options: [
          { label: 'Business hours', value: 'hours' },
          { label: 'Business days', value: 'days' },
        ],
        defaultValue: type.desk.responseTarget.unit,
      },
      defaultOwnerField(type, `${targetKey(type)}DefaultOwner`),
    ],
  })),
}

/** Who takes a type's leads that no routing rule matches, as Site settings hold it, if anyone. */
export function defaultOwnerOf(
  settings: Pick<SiteSetting, 'responseTargets'>,
  type: Type,
): number | null {
  const stored = settings.responseTargets as Record<string, unknown> | null | undefined
  const owner = stored?.[`${targetKey(type)}DefaultOwner`]
  const id = typeof owner === 'object' && owner !== null ? (owner as { id?: unknown }).id : owner
  return typeof id === 'number' ? id : null
}

/** A type's target as Site settings hold it, else its definition's default. */
export function responseTargetOf(
  settings: Pick<SiteSetting, 'responseTargets'>,
  type: Type,
): ResponseTarget {
  const stored = settings.responseTargets as Record<string, unknown> | null | undefined
  const amount = stored?.[`${targetKey(type)}Amount`]
  const unit = stored?.[`${targetKey(type)}Unit`]
  return typeof amount === 'number' && (unit === 'hours' || unit === 'days')
    ? { amount, unit }
    : type.desk.responseTarget
}

/** A target in minutes of the given business hours. */
export const targetMinutes = (target: ResponseTarget, hours: BusinessHours) =>
  target.unit === 'hours' ? target.amount * 60 : target.amount * workingDayMinutes(hours)
