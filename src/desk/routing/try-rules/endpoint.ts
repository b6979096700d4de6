import type { Endpoint } from 'payload'

import { userHasRole } from '@/access/roles'
import { africanCountryOptionsByName } from '@/lib/content/country-names'
import { quoteServiceTypeOptions } from '@/lib/content/submission-options'

import { defaultOwnerOf } from '../../clock/targets'
import { previewRouting } from '../routing'
import { workedTypes } from '@/desk/worked-types'

const countries = new Set<string>(africanCountryOptionsByName.map((option) => option.value))
const services = new Set<string>(quoteServiceTypeOptions.map((option) => option.value))

const refused = (message: string, status = 400) => Response.json({ message }, { status })

/**
 * POST /api/routing-rules/try: where a sample lead (its type, and the country and service the
 * rules read) would go now, by the rules as saved, then the type's default owner. Nothing is
 * stored and no team's turn is taken. Admins only, as the rules are theirs.
 */
export const tryRulesEndpoint: Endpoint = {
  path: '/try',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) {
      return refused('Only admins can try the routing rules.', req.user ? 403 : 401)
    }
    const body = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
    const type = workedTypes.find((each) => each.slug === body?.type)
    if (!type) return refused('Choose the kind of lead to try.')
    const country = typeof body?.country === 'string' && body.country ? body.country : null
    const service = typeof body?.service === 'string' && body.service ? body.service : null
    if (country !== null && !countries.has(country)) return refused('Choose a country of the list.')
    if (service !== null && !services.has(service)) return refused('Choose a service of the list.')
    const settings = await req.payload.findGlobal({
      slug: 'site-settings',
      select: { responseTargets: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const preview = await previewRouting(
      req,
      { type, country, service },
      defaultOwnerOf(settings, type),
    )
    return Response.json(preview)
  },
}
