import type { PageSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, richText } from './lexical'

/** The /apply page's copy; the form itself is the job application form. */
export const apply: PageSeed = {
  title: 'Apply for a Position',
  slug: 'apply',
  intro: `Join ${companyName} and build digital services used by millions of subscribers across Africa.`,
  layout: [
    {
      blockType: 'richText',
      content: richText(
        heading('How we hire'),
        bulletList(
          ['A recruiter reads every application and replies within two weeks.'],
          ['Shortlisted candidates meet the hiring team in one or two interviews.'],
          ['Some roles include a short practical exercise, discussed with you first.'],
        ),
      ),
    },
  ],
  meta: {
    title: `Apply for a Job | ${companyName}`,
    description: `Apply for an open position at ${companyName}: engineering, product, sales and partnership roles in Africa, India and remote.`,
    keywords: 'job application, apply, careers, telecom jobs Africa, remote jobs',
  },
}
