import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { redirects } from './collections/Redirects'
import { globals } from './globals'
import { isProduction, payloadSecret, siteUrl } from './src/server/env'
import { removeStoredFilesTask, sweepOrphanedFilesTask } from './src/jobs/stored-files'
import { sendEmailTask, withEmailClaims } from './src/jobs/send-email'
import { purgeExpiredSubmissionsTask } from './src/jobs/purge-expired-submissions'
import { expireCacheTagsTask } from './src/jobs/expire-cache-tags'
import { jobPostingScheduleTask } from './src/jobs/job-posting-schedule'
import {
  leadClockTask,
  responseFiguresTask,
  taskRemindersTask,
  unassignedDigestTask,
} from './src/jobs/lead-clock'
import { purgeOldWebhookDeliveriesTask } from './src/jobs/webhook-deliveries'
import { removeUntouchedDraftsTask } from './src/jobs/untouched-drafts'
import { rejectionEmailsTask } from './src/jobs/rejection-emails'
import { candidateMessagesIntakeStep } from './src/recruiting/messages/intake-step'
import { scheduleShown } from './src/publishing/schedule/plugin'
import { englishBesideFrench } from '@/lib/admin/language/english-beside'
import { dataRequestEndpoints } from '@/data-protection/endpoints'
import { searchEndpoint } from '@/search/endpoint'
import { campaignReportEndpoint } from './src/campaigns/report/endpoint'
import { deskIntakeStep } from './src/desk/intake-step'
import { replyClockIntakeStep } from './src/recruiting/stages/reply-clock'
import { timelineActionDependencies } from './src/desk/timeline/actions'
import type { LeadContact } from './src/desk/phone/contacts'
import { accountIntakeStep } from './src/leads/accounts/intake-step'
import { candidateIntakeStep } from './src/recruiting/candidates/intake-step'
import { withoutStepsNamedOff } from './src/submissions/pipeline/steps'
import { screeningIntakeStep } from '@/recruiting/screening/intake-step'
import { webhookIntakeStep } from './src/webhooks/intake-step'
import { whatsAppLeadContact } from './src/whatsapp/lead-contact'
import { keepValidationReasons, refuseUnreadableRequests } from './src/server/api-errors'
import { withOurAccessOnPayloadCollections } from './src/access/payload-collections'
import { withPasswordResetsAfterTheAnswer } from './src/admin/auth/password-reset'
import { invitationPath } from './src/admin/auth/invitations/invitation'
import { userHasRole } from './src/access/roles'
import {
  boardPath,
  campaignsPath,
  dataRequestsPath,
  myWorkPath,
  pipelinePath,
  searchPath,
} from '@/lib/admin/navigation'
import { timesListedInSiteZone } from '@/lib/admin/read-only-time/plugin'
import { databasePoolOptions, resilientPg } from './src/server/database/pool'
import { prepareDatabase } from './src/seed/prepare-database'
import { withKeptSubmissionTotals } from './src/submissions/submission-counts'
import {
  logOnlyEmailAdapter,
  smtpTransportOptions,
  withEmailsSentAfterWrites,
} from './src/server/email'
import { uploadStorage } from './src/server/storage/upload-storage'
import { defaultSiteTimeZone, siteTimeZones } from './src/lib/site/time-zones'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const smtp = smtpTransportOptions()

/** The actions features offer beside a worked item's timeline (src/desk/timeline/actions.ts). */
const timelineActionPaths = [
  '/src/desk/tasks/next-step-action#nextStepTimelineAction',
  '/src/whatsapp/timeline-action#whatsAppTimelineAction',
]

export default buildConfig({
  serverURL: siteUrl(),
  secret: payloadSecret(),
  // Browsers may call the API with a session cookie only from the site's own origin.
  cors: [siteUrl()],
  csrf: [siteUrl()],
  admin: {
    dependencies: timelineActionDependencies(timelineActionPaths),
    user: 'users',
    meta: { titleSuffix: ' · Admin' },
    importMap: { baseDir: dirname },
    // One theme, so the colour-scheme client hint is never read: next.config.mjs drops the
    // headers Payload adds to ask browsers for it.
    theme: 'light',
    // Payload's default, gravatar, loads from a third party (which learns each user's e-mail hash)
    // and shows a broken image offline.
    avatar: 'default',
    // "22 Nov 2026, 14:05": fits a list column on one line.
    dateFormat: 'd MMM yyyy, HH:mm',
    // The zones the schedule drawer offers. Its default is the one in Site settings (provider
    // below); this one is used before those settings exist.
    timezones: {
      supportedTimezones: siteTimeZones.map(({ value, label }) => ({ value, label })),
      defaultTimezone: defaultSiteTimeZone,
    },
    components: {
      graphics: {
        Icon: '/src/admin/branding#AdminIcon',
        Logo: '/src/admin/branding#AdminLogo',
      },
      providers: [
        '/src/admin/auth/SignedInToast#SignedInToast',
        '/src/admin/staff/AdminLanguage#AdminLanguage',
        '/src/lib/admin/time-zone/SiteTimeZone#SiteTimeZone',
        '/src/admin/sidebar-start/SidebarStartsClosed#SidebarStartsClosed',
      ],
      afterLogin: ['/src/admin/auth/RequestAccess#RequestAccess'],
      actions: ['/src/search/SearchBox#SearchBox'],
      beforeNavLinks: [
        '/src/desk/my-work/MyWorkNav#MyWorkNavLink',
        '/src/recruiting/stages/PipelineNav#PipelineNavLink',
      ],
      afterNavLinks: [
        '/src/campaigns/report/CampaignsNavLink#CampaignsNavLink',
        '/src/data-protection/DataRequestsNavLink#DataRequestsNavLink',
      ],
      views: {
        dashboard: { Component: '/src/admin/dashboard/OverviewView#OverviewView' },
        board: {
          Component: '/src/desk/board/BoardView#BoardView',
          path: boardPath,
          meta: { title: 'Board' },
        },
        pipeline: {
          Component: '/src/recruiting/stages/PipelineView#PipelineView',
          path: pipelinePath,
          meta: { title: 'Pipeline' },
        },
        myWork: {
          Component: '/src/desk/my-work/MyWorkView#MyWorkView',
          path: myWorkPath,
          meta: { title: 'My work' },
        },
        search: {
          Component: '/src/search/SearchView#SearchView',
          path: searchPath,
          meta: { title: 'Search' },
        },
        dataRequests: {
          Component: '/src/data-protection/DataRequestsView#DataRequestsView',
          path: dataRequestsPath,
          meta: { title: 'Data requests' },
        },
        campaigns: {
          Component: '/src/campaigns/report/CampaignReportView#CampaignReportView',
          path: campaignsPath,
          meta: { title: 'Campaigns' },
        },
        unauthorized: {
          Component: '/src/admin/auth/AccessDenied#AccessDenied',
          path: '/unauthorized',
        },
        // Custom views are open without a session, which the invited person has not yet. Payload
        // recognises them by their path's prefix alone: the view reads the token from the URL.
        invitation: {
          Component: '/src/admin/auth/invitations/InvitationView#InvitationView',
          path: invitationPath,
          meta: { title: 'Invitation' },
        },
      },
    },
  },
  i18n: {
    // Each staff account chooses one (Users' `language`); Payload keeps it in its language cookie.
    supportedLanguages: { en, fr },
    fallbackLanguage: 'en',
    // The spec's wording for saving and deleting (e.g. "Job posting created successfully") and
    // for failed sign-ins ("Authentication Error" with the reason). Deleting a job posting asks
    // its own question (src/admin/job-postings/DeleteJobPostingButton.tsx); other documents keep
    // Payload's, which names the document.
    translations: {
      en: {
        general: {
          successfullyCreated: '{{label}} created successfully',
          titleDeleted: '{{label}} deleted successfully',
        },
        error: {
          emailOrPasswordIncorrect:
            'Authentication Error: the email or password provided is incorrect.',
          unverifiedEmail:
            'Authentication Error: please confirm your e-mail address (see the link we sent you) before signing in.',
        },
      },
      fr: {
        general: {
          successfullyCreated: '{{label}} créé avec succès',
          titleDeleted: '{{label}} supprimé avec succès',
        },
        error: {
          emailOrPasswordIncorrect:
            'Erreur d’authentification : l’adresse e-mail ou le mot de passe est incorrect.',
          unverifiedEmail:
            'Erreur d’authentification : confirmez d’abord votre adresse e-mail (voir le lien que nous vous avons envoyé).',
        },
      },
    },
  },
  collections,
  globals,
  endpoints: [...dataRequestEndpoints, campaignReportEndpoint, searchEndpoint],
  // Rich text is published: it may show images from the media library and link to the site's own
  // content, never a document of the private collections (a résumé's file name, say). No
  // relationship blocks: nothing on the site draws them.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter(
        (feature) => !['upload', 'relationship', 'link'].includes(feature.key),
      ),
      UploadFeature({ enabledCollections: ['media'] }),
      LinkFeature({ enabledCollections: ['pages', 'products', 'regions'] }),
    ],
  }),
  db: withKeptSubmissionTotals(
    postgresAdapter({
      // Fails fast, and survives connections dying while PostgreSQL restarts.
      pg: resilientPg,
      pool: databasePoolOptions(),
      migrationDir: path.resolve(dirname, 'migrations'),
      push: false,
    }),
  ),
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
    ],
    defaultLocale: 'en',
    fallback: true,
    // "Publish in English" / "Publish in Français": publishing one language leaves the other's
    // unfinished draft unpublished. Publishing every language is in the button's menu.
    defaultLocalePublishOption: 'active',
  },
  email: smtp
    ? nodemailerAdapter({
        defaultFromAddress: process.env.EMAIL_FROM || 'no-reply@localhost',
        defaultFromName: process.env.EMAIL_FROM_NAME || 'Website',
        transportOptions: smtp,
      })
    : logOnlyEmailAdapter,
  jobs: {
    tasks: [
      sendEmailTask,
      removeStoredFilesTask,
      purgeExpiredSubmissionsTask,
      sweepOrphanedFilesTask,
      expireCacheTagsTask,
      jobPostingScheduleTask,
      leadClockTask,
      responseFiguresTask,
      unassignedDigestTask,
      taskRemindersTask,
      purgeOldWebhookDeliveriesTask,
      removeUntouchedDraftsTask,
      rejectionEmailsTask,
    ],
    deleteJobOnComplete: true,
    jobsCollectionOverrides: withEmailClaims,
    // No autoRun: src/jobs/runner.ts schedules and runs the queues, one instance at a time.
    access: {
      queue: ({ req }) => userHasRole(req.user, 'admin'),
      run: ({ req }) => userHasRole(req.user, 'admin'),
      cancel: ({ req }) => userHasRole(req.user, 'admin'),
    },
  },
  graphQL: { disable: true },
  custom: {
    // What follows the storing of a submission, in this order, in its transaction
    // (src/submissions/pipeline/steps.ts): the intake names none of them.
    intakeSteps: withoutStepsNamedOff([
      screeningIntakeStep(),
      accountIntakeStep(),
      candidateIntakeStep(),
      deskIntakeStep(),
      replyClockIntakeStep(),
      webhookIntakeStep(),
      candidateMessagesIntakeStep(),
    ]),
    // What features offer beside a worked item's timeline (src/desk/timeline/actions.ts): named
    // by path, so that the components they render reach the admin's scripts and no public page's.
    timelineActions: timelineActionPaths,
    // One-tap ways to reach a lead that features add to its desk on a phone (src/desk/phone).
    leadContacts: [whatsAppLeadContact] satisfies LeadContact[],
  },
  // Malformed bodies and values PostgreSQL cannot store are the client's mistake: 400, not 500;
  // a refused save says why, field by field.
  hooks: { afterError: [refuseUnreadableRequests, keepValidationReasons] },
  sharp,
  upload: { limits: { fileSize: 5 * 1024 * 1024 } },
  plugins: [
    uploadStorage(),
    redirects,
    seoPlugin({
      collections: ['products', 'regions', 'pages'],
      globals: [
        'home-page',
        'about-page',
        'careers-page',
        'products-services-page',
        'network-page',
        'partnership-page',
      ],
      uploadsCollection: 'media',
      tabbedUI: true,
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'keywords',
          type: 'text',
          localized: true,
          admin: { description: 'Comma-separated search keywords.' },
        },
      ],
    }),
    // After the SEO plugin, which moves the configured fields into tabs and adds localized ones.
    scheduleShown,
    englishBesideFrench,
    // Last, to reach every collection the plugins above add.
    timesListedInSiteZone,
  ],
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  debug: !isProduction,
  // In production, pino's own JSON lines, for a log collector to read. Payload's default
  // prettifies every entry in the server's thread: each unsent e-mail's line cost a form
  // submission 2% of its CPU. Development keeps the readable lines.
  ...(isProduction && { logger: { options: {} } }),
  onInit: prepareDatabase,
})
  // Payload's own collections (locked documents, preferences, jobs, migrations, kv) and the
  // jobs-stats global get access rules of ours once Payload has added them: Payload offers no
  // option for them. Locking is also switched off (`lockDocuments: false`) on the submissions,
  // their status changes and application files, where a lock would only let someone freeze work.
  .then(withOurAccessOnPayloadCollections)
  .then(withPasswordResetsAfterTheAnswer)
  .then(withEmailsSentAfterWrites)
