import type { ProductSeed } from '../../types'
import { ai } from './ai'
import { ccas } from './ccas'
import { content } from './content'
import { cpaas } from './cpaas'
import { enterprise } from './enterprise'
import { fintech } from './fintech'
import { iot } from './iot'
import { lottery } from './lottery'
import { marketplace } from './marketplace'
import { ott } from './ott'
import { vas } from './vas'

export const products: ProductSeed[] = [
  vas,
  fintech,
  marketplace,
  enterprise,
  ai,
  cpaas,
  ott,
  content,
  lottery,
  iot,
  ccas,
]
