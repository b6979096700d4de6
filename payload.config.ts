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
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Admin' },
    importMap: { baseDir: dirname },
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
