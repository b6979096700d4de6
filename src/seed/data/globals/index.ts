import type { GlobalSlug } from 'payload'

import type { GlobalSeed } from '../../types'
import { aboutPage } from './about-page'
import { careersPage } from './careers-page'
import { homePage } from './home-page'
import { networkPage } from './network-page'
import { partnershipPage } from './partnership-page'
import { productsServicesPage } from './products-services-page'
import { siteSettings } from './site-settings'

/**
 * Every global's first content, keyed by slug; a missing global fails the type check. Payload's
 * own job statistics global (there because a task has a schedule) holds no content.
 */
export const globalSeeds = {
  'site-settings': siteSettings,
  'home-page': homePage,
  'about-page': aboutPage,
  'careers-page': careersPage,
  'products-services-page': productsServicesPage,
  'network-page': networkPage,
  'partnership-page': partnershipPage,
} satisfies { [TSlug in Exclude<GlobalSlug, 'payload-jobs-stats'>]: GlobalSeed<TSlug> }
