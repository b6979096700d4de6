import { withServerTimestamps } from '@/access/timestamps'
import { collectionInFrench } from '@/lib/admin/language/in-french'
import { refusingNonObjectBodies } from '@/server/api-errors'

import { AnswerFiles } from './AnswerFiles'
import { ApplicationFiles } from './ApplicationFiles'
import { CandidateMerges } from './CandidateMerges'
import { Candidates } from './Candidates'
import { CareerApplications } from './CareerApplications'
import { ContactSubmissions } from './ContactSubmissions'
import { JobPostings } from './JobPostings'
import { LeadActivities } from './LeadActivities'
import { MarketReportRequests } from './MarketReportRequests'
import { Media } from './Media'
import { Organizations } from './Organizations'
import { Pages } from './Pages'
import { PartnershipApplications } from './PartnershipApplications'
import { Products } from './Products'
import { QuoteRequests } from './QuoteRequests'
import { Regions } from './Regions'
import { ReportFiles } from './ReportFiles'
import { RejectionEmails } from './RejectionEmails'
import { ReplyTemplates } from './ReplyTemplates'
import { RoutingRules } from './RoutingRules'
import { StatusChanges } from './StatusChanges'
import { SavedViews } from './SavedViews'
import { Tasks } from './Tasks'
import { Teams } from './Teams'
import { TimelineEntries } from './TimelineEntries'
import { Users } from './Users'
import { WebhookDeliveries } from './WebhookDeliveries'
import { WebhookEndpoints } from './WebhookEndpoints'

/**
 * Every collection refuses REST bodies that are not a JSON object (400, not a server error), takes
 * no timestamp from a user's write, and has its labels in French too (the admin's languages).
 */
export const collections = [
  ContactSubmissions,
  QuoteRequests,
  PartnershipApplications,
  CareerApplications,
  Candidates,
  CandidateMerges,
  MarketReportRequests,
  StatusChanges,
  LeadActivities,
  AnswerFiles,
  RoutingRules,
  Teams,
  Tasks,
  SavedViews,
  Organizations,
  WebhookEndpoints,
  WebhookDeliveries,
  ReplyTemplates,
  RejectionEmails,
  JobPostings,
  ApplicationFiles,
  Products,
  Regions,
  ReportFiles,
  TimelineEntries,
  Pages,
  Media,
  Users,
]
  .map(withServerTimestamps)
  .map(refusingNonObjectBodies)
  .map(collectionInFrench)
