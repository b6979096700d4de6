import { globalInFrench } from '@/lib/admin/language/in-french'
import { refusingNonObjectBodies } from '@/server/api-errors'

import { AboutPage } from './AboutPage'
import { CareersPage } from './CareersPage'
import { HomePage } from './HomePage'
import { NetworkPage } from './NetworkPage'
import { PartnershipPage } from './PartnershipPage'
import { ProductsServicesPage } from './ProductsServicesPage'
import { SiteSettings } from './SiteSettings'

/**
 * Every global refuses REST bodies that are not a JSON object (400, not a server error), and has
 * its labels in French too.
 */
export const globals = [
  SiteSettings,
  HomePage,
  AboutPage,
  CareersPage,
  ProductsServicesPage,
  NetworkPage,
  PartnershipPage,
]
  .map(refusingNonObjectBodies)
  .map(globalInFrench)
