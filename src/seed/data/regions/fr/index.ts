import type { FrenchSeed, RegionSeed } from '../../../types'
import { centralAfricaFr } from './central-africa'
import { eastAfricaFr } from './east-africa'
import { westAfricaFr } from './west-africa'

/** Each region's French text, keyed by the region's slug. */
export const regionsFr: Record<string, FrenchSeed<RegionSeed>> = {
  'west-africa': westAfricaFr,
  'east-africa': eastAfricaFr,
  'central-africa': centralAfricaFr,
}
