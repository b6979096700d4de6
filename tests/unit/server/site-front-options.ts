import { chosenHomePage } from '@/lib/site/language-choice'
import type { FrontOptions } from '@/server/front'
import { bodyLimitOf, refusesLargeBody } from '@/submissions/pipeline/body-limits'

/** The front as the production server sets it up (src/production-server.ts), with no proxy. */
export const siteFrontOptions: FrontOptions = {
  bodyLimitOf,
  refusesLargeBody,
  visitorRedirect: chosenHomePage,
  trustedProxyHops: 0,
}
