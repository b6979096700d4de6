import type { FrenchSeed, PageSeed } from '../../../types'
import { applyFr } from './apply'
import { getQuoteFr } from './get-quote'
import { privacyPolicyFr } from './privacy-policy'
import { termsOfServiceFr } from './terms-of-service'
import { ussdGhanaFr } from './ussd-ghana'

/** Each page's French text, keyed by the page's slug. */
export const pagesFr: Record<string, FrenchSeed<PageSeed>> = {
  'privacy-policy': privacyPolicyFr,
  'terms-of-service': termsOfServiceFr,
  'ussd-ghana': ussdGhanaFr,
  'get-quote': getQuoteFr,
  apply: applyFr,
}
