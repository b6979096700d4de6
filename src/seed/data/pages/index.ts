import type { PageSeed } from '../../types'
import { apply } from './apply'
import { getQuote } from './get-quote'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'

export const pages: PageSeed[] = [privacyPolicy, termsOfService, getQuote, apply]
