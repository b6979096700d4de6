import { AboutPage } from './AboutPage'
import { CareersPage } from './CareersPage'
import { HomePage } from './HomePage'
import { NetworkPage } from './NetworkPage'
import { PartnershipPage } from './PartnershipPage'
import { ProductsServicesPage } from './ProductsServicesPage'
import { SiteSettings } from './SiteSettings'

export const globals = [
  SiteSettings,
  HomePage,
  AboutPage,
  CareersPage,
  ProductsServicesPage,
  NetworkPage,
  PartnershipPage,
]
