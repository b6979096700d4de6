import { ApplicationFiles } from './ApplicationFiles'
import { CareerApplications } from './CareerApplications'
import { ContactSubmissions } from './ContactSubmissions'
import { JobPostings } from './JobPostings'
import { Media } from './Media'
import { PartnershipApplications } from './PartnershipApplications'
import { Products } from './Products'
import { QuoteRequests } from './QuoteRequests'
import { Regions } from './Regions'
import { TimelineEntries } from './TimelineEntries'
import { Users } from './Users'

export const collections = [
  ContactSubmissions,
  QuoteRequests,
  PartnershipApplications,
  CareerApplications,
  JobPostings,
  ApplicationFiles,
  Products,
  Regions,
  TimelineEntries,
  Media,
  Users,
]
