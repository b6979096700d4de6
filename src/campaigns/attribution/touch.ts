/**
 * A touch: where a visitor came from when they landed on the site. The first touch of their
 * tab and the latest one travel with every form they send (src/campaigns/attribution).
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

const kept = (value: string | null | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, maxTouchValueLength) : undefined
}

/** The host of a referring address, when it is another site's than `siteHost`. */
function externalHost(referrer: string | null | undefined, siteHost: string) {
  if (!referrer) return undefined
  try {
    const { host, protocol } = new URL(referrer)
    if (!/^https?:$/.test(protocol) || host === siteHost) return undefined
    return kept(host)
  } catch {
    return undefined
  }
}

/** The touch of landing at `url`, linked from `referrer` (a page's address, or none), at `at`. */
export function touchOf(url: URL, referrer: string | null | undefined, at: Date): Touch {
  const touch: Touch = {
    landingPath: url.pathname.slice(0, maxTouchValueLength),
    at: at.toISOString(),
  }
  for (const [parameter, field] of Object.entries(campaignParameters)) {
    const value = kept(url.searchParams.get(parameter))
    if (value) touch[field] = value
  }
  const host = externalHost(referrer, url.host)
  if (host) touch.referrer = host
  return touch
}

/** Whether a touch names where it came from: a campaign, a click ID or another site. */
export const namesASource = (touch: Touch) =>
  touch.referrer !== undefined ||
  Object.values(campaignParameters).some((field) => touch[field] !== undefined)

/**
 * The tab's attribution after landing with `touch`: the first touch is the tab's first landing,
 * the latest is the latest landing that named a source (a move between the site's own pages, or
 * a reload without parameters, keeps it).
 */
export function afterLanding(attribution: Attribution, touch: Touch): Attribution {
  const firstTouch = attribution.firstTouch ?? touch
  const lastTouch = !attribution.lastTouch || namesASource(touch) ? touch : attribution.lastTouch
  return { firstTouch, lastTouch }
}
