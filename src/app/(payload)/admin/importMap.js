import { PhoneDesk as PhoneDesk_2d165016293d0d3fb4468aa540dbc0cc } from '../../../../src/desk/phone/PhoneDesk'
import { StatusAndDueCell as StatusAndDueCell_2334d2a1657d8e0ec89aab0376c83e9d } from '../../../../src/desk/phone/StatusAndDueCell'
import { StatusField as StatusField_987de154c4c77999c0d7fa720e815a47 } from '../../../../src/desk/status/StatusActions'
import { StatusActionsWithReasons as StatusActionsWithReasons_7ea1665deff555c5c03ca74ec52972c5 } from '../../../../src/desk/status/StatusActionsWithReasons'
import { StatusActionsCell as StatusActionsCell_987de154c4c77999c0d7fa720e815a47 } from '../../../../src/desk/status/StatusActions'
import { ResponseClock as ResponseClock_a0d6e0ccc70658be62fc4f9f582e9926 } from '../../../../src/desk/clock/ResponseClock'
import { EmailLinkField as EmailLinkField_128ba89734d001b58220d84d0ddc20b4 } from '../../../../src/desk/contact-links/ContactLinkField'
import { ReadOnlyTime as ReadOnlyTime_e712f49c8b6a32e690045926bf87aa2f } from '../../../../src/lib/admin/read-only-time/ReadOnlyTime'
import { OwnerCell as OwnerCell_8f8ab70c205e70948b504b2bdb0ea62b } from '../../../../src/desk/reassign/OwnerCell'
import { LeadAccount as LeadAccount_7eae01db6204ce050d7f83e9ceeab18d } from '../../../../src/leads/accounts/LeadAccount'
import { TimeCell as TimeCell_3e38333d98cef61a308884e5d202dc2e } from '../../../../src/lib/admin/read-only-time/TimeCell'
import { StatusHistory as StatusHistory_05af7b3b0f4b85e022ca2aaa306c47ba } from '../../../../src/desk/status/StatusHistory'
import { TimelineField as TimelineField_964a70647b8aae891f734562efd1d0b0 } from '../../../../src/desk/timeline/TimelineField'
import { NotLocalized as NotLocalized_1b0d1c2aaecef0982463ebb2817f5702 } from '../../../../src/admin/not-localized/NotLocalized'
import { SubmissionListToolbar as SubmissionListToolbar_8adbdfc3cb3643ab595b5aed7b61170b } from '../../../../src/desk/status/SubmissionListToolbar'
import { DocumentTimes as DocumentTimes_9714d1375e06359f6633cf774204e00f } from '../../../../src/lib/admin/time-zone/DocumentTimes'
import { PhoneLinkField as PhoneLinkField_128ba89734d001b58220d84d0ddc20b4 } from '../../../../src/desk/contact-links/ContactLinkField'
import { StageField as StageField_8034070b18727c88839b9bcb82913324 } from '../../../../src/recruiting/stages/StageField'
import { ResumeViewer as ResumeViewer_7f0c584065588fd9362995fc6fd76697 } from '../../../../src/admin/career-applications/ResumeViewer'
import { ScreeningAnswers as ScreeningAnswers_80e8f47ca9b36247cb6a8b95e3519312 } from '../../../../src/recruiting/screening/ScreeningAnswers'
import { ApplicationDocuments as ApplicationDocuments_09cabd62c3565001ab3d8cf901703b95 } from '../../../../src/admin/career-applications/ApplicationDocuments'
import { RepeatCandidateCell as RepeatCandidateCell_0f41bf6d775d4f3b0c846cca928da695 } from '../../../../src/recruiting/candidates/ApplicationCandidate'
import { ApplicationCandidate as ApplicationCandidate_0f41bf6d775d4f3b0c846cca928da695 } from '../../../../src/recruiting/candidates/ApplicationCandidate'
import { RejectionNotice as RejectionNotice_3f612360f08917040be821089dff336f } from '../../../../src/recruiting/messages/RejectionNotice'
import { CandidatePage as CandidatePage_15b4a793fd1a62cc9244d7c28002b399 } from '../../../../src/recruiting/candidates/CandidatePage'
import { TryRules as TryRules_af7bc31131dafaee932a1aa5cd4e7594 } from '../../../../src/desk/routing/try-rules/TryRules'
import { HolidayRowLabel as HolidayRowLabel_200dd36264bc845d3cc18a22f50c3525 } from '../../../../src/desk/teams/HolidayRowLabel'
import { OrganizationLeads as OrganizationLeads_1d1b313bdf48a47c4c037de16c951227 } from '../../../../src/leads/accounts/OrganizationLeads'
import { ContactRowLabel as ContactRowLabel_04f9bda9062c7481609494751513cf7a } from '../../../../src/leads/accounts/ContactRowLabel'
import { UnknownDomains as UnknownDomains_1a2214bbb0e04b4af201aa10d6ef59ef } from '../../../../src/leads/accounts/UnknownDomains'
import { DeliveryLog as DeliveryLog_0d9cacb01075fceddfda558c860176fe } from '../../../../src/webhooks/DeliveryLog'
import { ReplayCell as ReplayCell_8de228ef2416deb21ae5f56a0f8fc0bf } from '../../../../src/webhooks/ReplayButton'
import { ReplayField as ReplayField_8de228ef2416deb21ae5f56a0f8fc0bf } from '../../../../src/webhooks/ReplayButton'
import { EnglishBeside as EnglishBeside_b39794df54f21ad574037478de530177 } from '../../../../src/lib/admin/language/EnglishBeside'
import { QuestionRowLabel as QuestionRowLabel_03043080ee007b600961da8612bc4082 } from '../../../../src/recruiting/screening/QuestionRowLabel'
import { StatusBadgeCell as StatusBadgeCell_addc47fdaf72fa447fd1ad5813f990b6 } from '../../../../src/desk/status/StatusBadge'
import { PostingApplications as PostingApplications_93086630e11d5a3143b9130b384eeaa2 } from '../../../../src/admin/job-postings/PostingApplications'
import { RejectRemaining as RejectRemaining_4fbb5ddfa7b8e93ff9838c05358085a6 } from '../../../../src/recruiting/messages/RejectRemaining'
import { DeleteJobPostingButton as DeleteJobPostingButton_ac90574b88d86da757b60ec16d10392f } from '../../../../src/admin/job-postings/DeleteJobPostingButton'
import { SaveJobPostingButton as SaveJobPostingButton_1a70cdde2e2faeaf05b150c5ffc7d315 } from '../../../../src/admin/job-postings/SaveJobPostingButton'
import { ScheduleNotice as ScheduleNotice_16ed89cab46cb3e332dce09daed5ac4c } from '../../../../src/publishing/schedule/ScheduleNotice'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { StatusCell as StatusCell_27b8ed2372b6210cd66e3df44e408261 } from '../../../../src/publishing/schedule/StatusCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ResendInvitationButton as ResendInvitationButton_c0b0ef7b65da4f2f49e86d033f86cbee } from '../../../../src/admin/auth/invitations/ResendInvitationButton'
import { InviteUser as InviteUser_f200125590ef4905442b6a7b19a0fab0 } from '../../../../src/admin/auth/invitations/InviteUser'
import { AdminIcon as AdminIcon_2f4ebba91ec1d6413b9a096acebfa74c } from '../../../../src/admin/branding'
import { AdminLogo as AdminLogo_2f4ebba91ec1d6413b9a096acebfa74c } from '../../../../src/admin/branding'
import { SearchBox as SearchBox_c0228a14a7f06a64a001aa08f8f9e3d5 } from '../../../../src/search/SearchBox'
import { RequestAccess as RequestAccess_e98483e214087a8e6d437465934b5a95 } from '../../../../src/admin/auth/RequestAccess'
import { CampaignsNavLink as CampaignsNavLink_771176f19038d1505de7196b480e4b32 } from '../../../../src/campaigns/report/CampaignsNavLink'
import { DataRequestsNavLink as DataRequestsNavLink_da0db4831edc405513c5e76a6a48c2e8 } from '../../../../src/data-protection/DataRequestsNavLink'
import { MyWorkNavLink as MyWorkNavLink_6ebf3e0328c2b887dd628f75b209abbf } from '../../../../src/desk/my-work/MyWorkNav'
import { PipelineNavLink as PipelineNavLink_81b06f0bc2a8322f3bf8254f676e59a6 } from '../../../../src/recruiting/stages/PipelineNav'
import { SignedInToast as SignedInToast_8fa52d3620fe3a4ed47f73d62479cc4b } from '../../../../src/admin/auth/SignedInToast'
import { AdminLanguage as AdminLanguage_84a987add6522687387f2728eaba9e2c } from '../../../../src/admin/staff/AdminLanguage'
import { SiteTimeZone as SiteTimeZone_9dd13a9f279edd718bfff065453b4267 } from '../../../../src/lib/admin/time-zone/SiteTimeZone'
import { SidebarStartsClosed as SidebarStartsClosed_0d17b3383fd7ba3c28eb4d15c26b89db } from '../../../../src/admin/sidebar-start/SidebarStartsClosed'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { OverviewView as OverviewView_b09f4b6621b4ae026582c25d0246c5fd } from '../../../../src/admin/dashboard/OverviewView'
import { BoardView as BoardView_f3f0ec77ce144265212f6c75d69eea52 } from '../../../../src/desk/board/BoardView'
import { PipelineView as PipelineView_3eea48336bfd6ec83926da5aebd1b5e6 } from '../../../../src/recruiting/stages/PipelineView'
import { MyWorkView as MyWorkView_bf478da9ceccc798d361bb1add250af8 } from '../../../../src/desk/my-work/MyWorkView'
import { SearchView as SearchView_261db22c990f3a547da8ea1bb33b10e9 } from '../../../../src/search/SearchView'
import { DataRequestsView as DataRequestsView_f70a587c0d112f3da5faf73e3ede0334 } from '../../../../src/data-protection/DataRequestsView'
import { CampaignReportView as CampaignReportView_e8e90c4516e489054089eae9b89fd5fd } from '../../../../src/campaigns/report/CampaignReportView'
import { AccessDenied as AccessDenied_bab64d31c59e30cae8c6ba5dc7dab8c1 } from '../../../../src/admin/auth/AccessDenied'
import { InvitationView as InvitationView_cff1e5e7153a368a0962e2cdf6b79cc0 } from '../../../../src/admin/auth/invitations/InvitationView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { nextStepTimelineAction as nextStepTimelineAction_bb55a60b787c2717d462bb1955917231 } from '../../../../src/desk/tasks/next-step-action'
import { whatsAppTimelineAction as whatsAppTimelineAction_21d06d869149637f45630510e599f453 } from '../../../../src/whatsapp/timeline-action'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/desk/phone/PhoneDesk#PhoneDesk": PhoneDesk_2d165016293d0d3fb4468aa540dbc0cc,
  "/src/desk/phone/StatusAndDueCell#StatusAndDueCell": StatusAndDueCell_2334d2a1657d8e0ec89aab0376c83e9d,
  "/src/desk/status/StatusActions#StatusField": StatusField_987de154c4c77999c0d7fa720e815a47,
  "/src/desk/status/StatusActionsWithReasons#StatusActionsWithReasons": StatusActionsWithReasons_7ea1665deff555c5c03ca74ec52972c5,
  "/src/desk/status/StatusActions#StatusActionsCell": StatusActionsCell_987de154c4c77999c0d7fa720e815a47,
  "/src/desk/clock/ResponseClock#ResponseClock": ResponseClock_a0d6e0ccc70658be62fc4f9f582e9926,
  "/src/desk/contact-links/ContactLinkField#EmailLinkField": EmailLinkField_128ba89734d001b58220d84d0ddc20b4,
  "/src/lib/admin/read-only-time/ReadOnlyTime#ReadOnlyTime": ReadOnlyTime_e712f49c8b6a32e690045926bf87aa2f,
  "/src/desk/reassign/OwnerCell#OwnerCell": OwnerCell_8f8ab70c205e70948b504b2bdb0ea62b,
  "/src/leads/accounts/LeadAccount#LeadAccount": LeadAccount_7eae01db6204ce050d7f83e9ceeab18d,
  "/src/lib/admin/read-only-time/TimeCell#TimeCell": TimeCell_3e38333d98cef61a308884e5d202dc2e,
  "/src/desk/status/StatusHistory#StatusHistory": StatusHistory_05af7b3b0f4b85e022ca2aaa306c47ba,
  "/src/desk/timeline/TimelineField#TimelineField": TimelineField_964a70647b8aae891f734562efd1d0b0,
  "/src/admin/not-localized/NotLocalized#NotLocalized": NotLocalized_1b0d1c2aaecef0982463ebb2817f5702,
  "/src/desk/status/SubmissionListToolbar#SubmissionListToolbar": SubmissionListToolbar_8adbdfc3cb3643ab595b5aed7b61170b,
  "/src/lib/admin/time-zone/DocumentTimes#DocumentTimes": DocumentTimes_9714d1375e06359f6633cf774204e00f,
  "/src/desk/contact-links/ContactLinkField#PhoneLinkField": PhoneLinkField_128ba89734d001b58220d84d0ddc20b4,
  "/src/recruiting/stages/StageField#StageField": StageField_8034070b18727c88839b9bcb82913324,
  "/src/admin/career-applications/ResumeViewer#ResumeViewer": ResumeViewer_7f0c584065588fd9362995fc6fd76697,
  "/src/recruiting/screening/ScreeningAnswers#ScreeningAnswers": ScreeningAnswers_80e8f47ca9b36247cb6a8b95e3519312,
  "/src/admin/career-applications/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_09cabd62c3565001ab3d8cf901703b95,
  "/src/recruiting/candidates/ApplicationCandidate#RepeatCandidateCell": RepeatCandidateCell_0f41bf6d775d4f3b0c846cca928da695,
  "/src/recruiting/candidates/ApplicationCandidate#ApplicationCandidate": ApplicationCandidate_0f41bf6d775d4f3b0c846cca928da695,
  "/src/recruiting/messages/RejectionNotice#RejectionNotice": RejectionNotice_3f612360f08917040be821089dff336f,
  "/src/recruiting/candidates/CandidatePage#CandidatePage": CandidatePage_15b4a793fd1a62cc9244d7c28002b399,
  "/src/desk/routing/try-rules/TryRules#TryRules": TryRules_af7bc31131dafaee932a1aa5cd4e7594,
  "/src/desk/teams/HolidayRowLabel#HolidayRowLabel": HolidayRowLabel_200dd36264bc845d3cc18a22f50c3525,
  "/src/leads/accounts/OrganizationLeads#OrganizationLeads": OrganizationLeads_1d1b313bdf48a47c4c037de16c951227,
  "/src/leads/accounts/ContactRowLabel#ContactRowLabel": ContactRowLabel_04f9bda9062c7481609494751513cf7a,
  "/src/leads/accounts/UnknownDomains#UnknownDomains": UnknownDomains_1a2214bbb0e04b4af201aa10d6ef59ef,
  "/src/webhooks/DeliveryLog#DeliveryLog": DeliveryLog_0d9cacb01075fceddfda558c860176fe,
  "/src/webhooks/ReplayButton#ReplayCell": ReplayCell_8de228ef2416deb21ae5f56a0f8fc0bf,
  "/src/webhooks/ReplayButton#ReplayField": ReplayField_8de228ef2416deb21ae5f56a0f8fc0bf,
  "/src/lib/admin/language/EnglishBeside#EnglishBeside": EnglishBeside_b39794df54f21ad574037478de530177,
  "/src/recruiting/screening/QuestionRowLabel#QuestionRowLabel": QuestionRowLabel_03043080ee007b600961da8612bc4082,
  "/src/desk/status/StatusBadge#StatusBadgeCell": StatusBadgeCell_addc47fdaf72fa447fd1ad5813f990b6,
  "/src/admin/job-postings/PostingApplications#PostingApplications": PostingApplications_93086630e11d5a3143b9130b384eeaa2,
  "/src/recruiting/messages/RejectRemaining#RejectRemaining": RejectRemaining_4fbb5ddfa7b8e93ff9838c05358085a6,
  "/src/admin/job-postings/DeleteJobPostingButton#DeleteJobPostingButton": DeleteJobPostingButton_ac90574b88d86da757b60ec16d10392f,
  "/src/admin/job-postings/SaveJobPostingButton#SaveJobPostingButton": SaveJobPostingButton_1a70cdde2e2faeaf05b150c5ffc7d315,
  "/src/publishing/schedule/ScheduleNotice#ScheduleNotice": ScheduleNotice_16ed89cab46cb3e332dce09daed5ac4c,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/publishing/schedule/StatusCell#StatusCell": StatusCell_27b8ed2372b6210cd66e3df44e408261,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/auth/invitations/ResendInvitationButton#ResendInvitationButton": ResendInvitationButton_c0b0ef7b65da4f2f49e86d033f86cbee,
  "/src/admin/auth/invitations/InviteUser#InviteUser": InviteUser_f200125590ef4905442b6a7b19a0fab0,
  "/src/admin/branding#AdminIcon": AdminIcon_2f4ebba91ec1d6413b9a096acebfa74c,
  "/src/admin/branding#AdminLogo": AdminLogo_2f4ebba91ec1d6413b9a096acebfa74c,
  "/src/search/SearchBox#SearchBox": SearchBox_c0228a14a7f06a64a001aa08f8f9e3d5,
  "/src/admin/auth/RequestAccess#RequestAccess": RequestAccess_e98483e214087a8e6d437465934b5a95,
  "/src/campaigns/report/CampaignsNavLink#CampaignsNavLink": CampaignsNavLink_771176f19038d1505de7196b480e4b32,
  "/src/data-protection/DataRequestsNavLink#DataRequestsNavLink": DataRequestsNavLink_da0db4831edc405513c5e76a6a48c2e8,
  "/src/desk/my-work/MyWorkNav#MyWorkNavLink": MyWorkNavLink_6ebf3e0328c2b887dd628f75b209abbf,
  "/src/recruiting/stages/PipelineNav#PipelineNavLink": PipelineNavLink_81b06f0bc2a8322f3bf8254f676e59a6,
  "/src/admin/auth/SignedInToast#SignedInToast": SignedInToast_8fa52d3620fe3a4ed47f73d62479cc4b,
  "/src/admin/staff/AdminLanguage#AdminLanguage": AdminLanguage_84a987add6522687387f2728eaba9e2c,
  "/src/lib/admin/time-zone/SiteTimeZone#SiteTimeZone": SiteTimeZone_9dd13a9f279edd718bfff065453b4267,
  "/src/admin/sidebar-start/SidebarStartsClosed#SidebarStartsClosed": SidebarStartsClosed_0d17b3383fd7ba3c28eb4d15c26b89db,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/dashboard/OverviewView#OverviewView": OverviewView_b09f4b6621b4ae026582c25d0246c5fd,
  "/src/desk/board/BoardView#BoardView": BoardView_f3f0ec77ce144265212f6c75d69eea52,
  "/src/recruiting/stages/PipelineView#PipelineView": PipelineView_3eea48336bfd6ec83926da5aebd1b5e6,
  "/src/desk/my-work/MyWorkView#MyWorkView": MyWorkView_bf478da9ceccc798d361bb1add250af8,
  "/src/search/SearchView#SearchView": SearchView_261db22c990f3a547da8ea1bb33b10e9,
  "/src/data-protection/DataRequestsView#DataRequestsView": DataRequestsView_f70a587c0d112f3da5faf73e3ede0334,
  "/src/campaigns/report/CampaignReportView#CampaignReportView": CampaignReportView_e8e90c4516e489054089eae9b89fd5fd,
  "/src/admin/auth/AccessDenied#AccessDenied": AccessDenied_bab64d31c59e30cae8c6ba5dc7dab8c1,
  "/src/admin/auth/invitations/InvitationView#InvitationView": InvitationView_cff1e5e7153a368a0962e2cdf6b79cc0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "/src/desk/tasks/next-step-action#nextStepTimelineAction": nextStepTimelineAction_bb55a60b787c2717d462bb1955917231,
  "/src/whatsapp/timeline-action#whatsAppTimelineAction": whatsAppTimelineAction_21d06d869149637f45630510e599f453
}
