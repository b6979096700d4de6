import { readdirSync } from 'node:fs'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** The product's code, which the infrastructure under src/server must not import. */
const productFolders = [
  'access',
  'admin',
  'app',
  'collections',
  'components',
  'fields',
  'globals',
  'i18n',
  'jobs',
  'lib',
  'publishing',
  'seed',
  'submissions',
]

/**
 * The layers of the house, lowest first (docs/architecture.md draws them). A layer's code imports
 * its own layer and those below, never those above; collections, globals, the app's routes, the
 * background tasks, the seed and payload.config.ts sit on top of all of them.
 */
const layers = [
  { name: 'the ground', folders: ['server', 'lib', 'i18n', 'access', 'fields', 'components/ui'] },
  { name: 'the intake', folders: ['submissions'] },
  { name: 'the desk', folders: ['desk'] },
  {
    name: 'the features',
    folders: [
      'leads',
      'campaigns',
      'webhooks',
      'whatsapp',
      'page-builder',
      'publishing',
      'data-protection',
      'search',
      'recruiting',
      // The site's components, each folder but ui/ (the ground's).
      ...readdirSync('src/components', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
        .map((entry) => `components/${entry.name}`),
    ],
  },
  { name: 'the admin', folders: ['admin'] },
]
const top = ['app', 'jobs', 'seed']

const climbing = ['../', '../../', '../../../', '../../../../', '../../../../../']

/** How code below may name a folder of src: by its alias, or by a relative path climbing to it. */
const namesOf = (folder) => [
  `@/${folder}`,
  `@/${folder}/*`,
  ...climbing.flatMap((up) => [`${up}${folder}`, `${up}${folder}/*`]),
]

const layerRules = layers.map((layer, index) => {
  const above = [...layers.slice(index + 1).flatMap((each) => each.folders), ...top]
  return {
    files: layer.folders.map((folder) => `src/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...above.flatMap(namesOf),
                // What a lower layer may take of the components is their ui/ folder.
                ...(above.includes('components')
                  ? namesOf('components/ui').map((name) => `!${name}`)
                  : []),
                ...climbing.flatMap((up) => [
                  `${up}collections`,
                  `${up}collections/*`,
                  `${up}globals`,
                  `${up}globals/*`,
                  `${up}payload.config`,
                  `${up}migrations`,
                ]),
                '@payload-config',
              ],
              message: `${layer.name} imports only its own layer and those below it (docs/architecture.md: Layers).`,
            },
          ],
        },
      ],
    },
  }
})

/** Next's recommended rules plus the rule choices of Payload's templates. */
const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/ban-ts-comment': 'warn',
      '@typescript-eslint/no-empty-object-type': 'warn',
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          vars: 'all',
          args: 'after-used',
          ignoreRestSiblings: false,
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^(_|ignore)',
        },
      ],
    },
  },
  ...layerRules,
  {
    // The Payload instance comes from the config at the top; below, only this one file takes it.
    files: ['src/lib/data/payload.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The front, database, storage and caches are infrastructure: the product's code builds on
    // them, never the reverse. What they need of it is passed in (src/production-server.ts).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '!@/server',
                '!@/server/*',
                '@payload-config',
                '**/payload.config*',
                '**/migrations',
                ...productFolders.flatMap((folder) => [`../${folder}/*`, `../../${folder}/*`]),
              ],
              message: 'src/server imports no product code: take what it needs as an option.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next*/',
      '.data/',
      'node_modules/',
      'migrations/',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
]

export default config
