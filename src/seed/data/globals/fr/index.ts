import type { FrenchSeed, GlobalSeed } from '../../../types'
import type { globalSeeds } from '..'
import { aboutPageFr } from './about-page'
import { careersPageFr } from './careers-page'
import { homePageFr } from './home-page'
import { networkPageFr } from './network-page'
import { partnershipPageFr } from './partnership-page'
import { productsServicesPageFr } from './products-services-page'
import { siteSettingsFr } from './site-settings'

/** Every global's French text, keyed by slug like the English seeds; a missing global fails the type check. */
export const globalsFr = {
  'site-settings': siteSettingsFr,
  'home-page': homePageFr,
  'about-page': aboutPageFr,
  'careers-page': careersPageFr,
  'products-services-page': productsServicesPageFr,
  'network-page': networkPageFr,
  'partnership-page': partnershipPageFr,
} satisfies { [TSlug in keyof typeof globalSeeds]: FrenchSeed<GlobalSeed<TSlug>> }
