import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { globals } from './globals'
import { databaseUrl, isProduction, payloadSecret, siteUrl } from './src/lib/env'
import { sendEmailTask } from './src/jobs/send-email'
import { userHasRole } from './src/access/roles'
import { prepareDatabase } from './src/lib/database/prepare'
import { smtpTransportOptions } from './src/lib/email'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const smtp = smtpTransportOptions()

export default buildConfig({
  serverURL: siteUrl(),
  secret: payloadSecret(),
  // Browsers may call the API with a session cookie only from the site's own origin.
  cors: [siteUrl()],
  csrf: [siteUrl()],
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Admin' },
    importMap: { baseDir: dirname },
    theme: 'light',
    // Payload's default, gravatar, loads from a third party (which learns each user's e-mail hash)
    // and shows a broken image offline.
    avatar: 'default',
    // "22 Nov 2026, 14:05": fits a list column on one line.
    dateFormat: 'd MMM yyyy, HH:mm',
    components: {
      graphics: {
        Icon: '/src/admin/branding#AdminIcon',
        Logo: '/src/admin/branding#AdminLogo',
      },
      providers: ['/src/admin/auth/SignedInToast#SignedInToast'],
      afterLogin: ['/src/admin/auth/RequestAccess#RequestAccess'],
      views: {
        dashboard: { Component: '/src/admin/dashboard/OverviewView#OverviewView' },
        unauthorized: {
          Component: '/src/admin/auth/AccessDenied#AccessDenied',
          path: '/unauthorized',
        },
      },
    },
  },
  i18n: {
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
          userLocked:
            'Authentication Error: this account is locked after too many failed sign-in attempts. Try again in 10 minutes.',
          unverifiedEmail:
            'Authentication Error: please confirm your e-mail address (see the link we sent you) before signing in.',
        },
      },
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      // Read when the pool connects, not when the config loads: building the app and generating
      // types need the config but no database.
      get connectionString() {
        return databaseUrl()
      },
      max: Number(process.env.DATABASE_POOL_MAX || 10),
    },
    migrationDir: path.resolve(dirname, 'migrations'),
    push: false,
  }),
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  email: smtp
    ? nodemailerAdapter({
        defaultFromAddress: process.env.EMAIL_FROM || 'no-reply@localhost',
        defaultFromName: process.env.EMAIL_FROM_NAME || 'Website',
        transportOptions: smtp,
      })
    : undefined,
  jobs: {
    tasks: [sendEmailTask],
    deleteJobOnComplete: true,
    // Form e-mails run right after each response; this picks up those whose sending failed
    // once their back-off has passed. Runs in every app instance once Payload starts with crons.
    autoRun: [{ cron: '* * * * *', limit: 10 }],
    access: {
      queue: ({ req }) => userHasRole(req.user, 'admin'),
      run: ({ req }) => userHasRole(req.user, 'admin'),
      cancel: ({ req }) => userHasRole(req.user, 'admin'),
    },
  },
  graphQL: { disable: true },
  sharp,
  upload: { limits: { fileSize: 5 * 1024 * 1024 } },
  plugins: [
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
  ],
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  debug: !isProduction,
  onInit: prepareDatabase,
})
