/**
 * A touch: where a visitor came from when they landed on the site. The first touch of their
 * tab and the latest one travel with every form they send (src/submissions/attribution).
 */
export type Touch = {
  source?: string
  medium?: string
  campaign?: string
  term?: string
  content?: string
  gclid?: string
  fbclid?: string
  msclkid?: string
  /** The host of the page that linked here, when it is another site's. */
  referrer?: string
  /** The page landed on, without its query string. */
  landingPath: string
  /** When, as an ISO timestamp. */
  at: string
}

export type Attribution = { firstTouch?: Touch; lastTouch?: Touch }

/** A landing's query parameters, each as the touch's field it fills. */
export const campaignParameters = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
  msclkid: 'msclkid',
} as const satisfies Record<string, keyof Touch>

/** The longest value kept of a parameter, a host or a path: longer ones are cut. */
export const maxTouchValueLength = 200

/** What reading a landing needs to know: the parameters it takes, and how much of a value. */
export type LandingRules = {
  parameters: Record<string, keyof Touch>
  maxLength: number
}

export const landingRules: LandingRules = {
  parameters: campaignParameters,
  maxLength: maxTouchValueLength,
}

/** What a landing at an address tells: its touch, whether it names a source, and the tab's attribution after it. */
export type Landing = { touch: Touch; namesASource: boolean; attribution: Attribution }

/**
 * A landing at `href`, linked from `referrer` (a page's address, or none), at `at` (ISO), on a
 * tab whose attribution was `stored`: its touch, whether it names a source (a campaign, a click ID
 * or another site), and the tab's attribution after it. The first touch is the tab's first
 * landing; the latest is the latest landing that named a source (a move between the site's own
 * pages, or a reload without parameters, keeps it).
 *
 * It refers to nothing outside itself, and is written for every browser the site serves: the
 * page runs its source inline, as the document is parsed (landing-script.ts), so that a visitor
 * who follows a link before the page's scripts arrive keeps their campaign.
 */
export function landing(
  stored: Attribution | undefined,
  href: string,
  referrer: string | null | undefined,
  at: string,
  rules: LandingRules,
): Landing {
  const kept = (value: string | null | undefined) => {
    const trimmed = value ? value.trim() : ''
    return trimmed ? trimmed.slice(0, rules.maxLength) : undefined
  }
  const url = new URL(href)
  const touch: Touch = { landingPath: url.pathname.slice(0, rules.maxLength), at }
  let named = false
  for (const parameter in rules.parameters) {
    const value = kept(url.searchParams.get(parameter))
    if (value) {
      touch[rules.parameters[parameter]] = value
      named = true
    }
  }
  if (referrer) {
    try {
      const from = new URL(referrer)
      const host =
        /^https?:$/.test(from.protocol) && from.host !== url.host ? kept(from.host) : undefined
      if (host) {
        touch.referrer = host
        named = true
      }
    } catch {
      // Not an address: no referrer.
    }
  }
  const first = stored && stored.firstTouch
  const last = stored && stored.lastTouch
  return {
    touch,
    namesASource: named,
    attribution: { firstTouch: first || touch, lastTouch: !last || named ? touch : last },
  }
}
