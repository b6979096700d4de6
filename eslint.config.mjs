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
