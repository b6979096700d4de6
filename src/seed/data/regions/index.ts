import type { RegionSeed } from '../../types'
import { centralAfrica } from './central-africa'
import { eastAfrica } from './east-africa'
import { westAfrica } from './west-africa'

export const regions: RegionSeed[] = [westAfrica, eastAfrica, centralAfrica]
