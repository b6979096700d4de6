import { z } from 'zod'

import { storable } from '@/submissions/form/schema-rules'

import {
  campaignParameters,
  landing,
  landingRules,
  maxTouchValueLength,
  type Attribution,
} from './touch'

const value = z.string().trim().max(maxTouchValueLength).refine(storable).optional()

/** No earlier than the site's first campaigns, no later than a day from now (a skewed clock). */
const plausibleTime = (at: string) => {
  const time = Date.parse(at)
  return time >= Date.UTC(2020, 0, 1) && time <= Date.now() + 86_400_000
}

const touch = z.object({
  ...Object.fromEntries(Object.values(campaignParameters).map((field) => [field, value])),
  referrer: value,
  landingPath: z.string().max(maxTouchValueLength).startsWith('/').refine(storable),
  at: z.iso.datetime({ offset: true }).refine(plausibleTime),
})

/**
 * What a form's script posts of the tab's attribution. It is the visitor's browser's word, never
 * a reason to refuse their message: a touch that does not hold is left out, as is anything else.
 */
export const postedAttribution = z
  .object({
    firstTouch: touch.optional().catch(undefined),
    lastTouch: touch.optional().catch(undefined),
  })
  .optional()
  .catch(undefined)
  .transform((attribution): Attribution | undefined =>
    attribution?.firstTouch || attribution?.lastTouch ? (attribution as Attribution) : undefined,
  )

/**
 * The attribution of a form sent without its script (or whose script had none): the page it was
 * sent from, as the browser's `Referer` gives it, when that address carries a campaign or a click
 * ID. That page is then where the visitor landed, and it is both touches.
 */
export function attributionFromReferer(
  referer: string | null | undefined,
  at: Date,
): Attribution | undefined {
  if (!referer) return undefined
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return undefined
  }
  const landed = landing(undefined, url.href, null, at.toISOString(), landingRules)
  return landed.namesASource ? landed.attribution : undefined
}

const sitePath = z
  .string()
  .max(maxTouchValueLength)
  .regex(/^\/[^\s?#\\]*$/)
  .refine(storable)

/**
 * The page of the site whose form was sent, as the form says it (a hidden field, and the script's
 * post), else the path of the browser's `Referer`; the visitor's word, so never a refusal.
 */
export function sentFromOf(
  posted: unknown,
  referer: string | null | undefined,
): string | undefined {
  const stated = sitePath.safeParse(
    typeof posted === 'string' ? posted.replace(/[?#].*$/, '') : posted,
  )
  if (stated.success) return stated.data
  if (!referer) return undefined
  try {
    const path = sitePath.safeParse(new URL(referer).pathname)
    return path.success ? path.data : undefined
  } catch {
    return undefined
  }
}
