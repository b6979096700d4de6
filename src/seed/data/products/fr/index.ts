import type { FrenchSeed, ProductSeed } from '../../../types'
import { aiFr } from './ai'
import { ccasFr } from './ccas'
import { contentFr } from './content'
import { cpaasFr } from './cpaas'
import { enterpriseFr } from './enterprise'
import { fintechFr } from './fintech'
import { iotFr } from './iot'
import { lotteryFr } from './lottery'
import { marketplaceFr } from './marketplace'
import { ottFr } from './ott'
import { vasFr } from './vas'

/** The products' French text, keyed by slug. */
export const productsFr: Record<string, FrenchSeed<ProductSeed>> = {
  vas: vasFr,
  fintech: fintechFr,
  marketplace: marketplaceFr,
  enterprise: enterpriseFr,
  ai: aiFr,
  cpaas: cpaasFr,
  ott: ottFr,
  content: contentFr,
  lottery: lotteryFr,
  iot: iotFr,
  ccas: ccasFr,
}
