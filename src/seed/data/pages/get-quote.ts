import type { PageSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from './lexical'

/** The /get-quote page's copy; the form itself is the quote form. */
export const getQuote: PageSeed = {
  title: 'Get a Quote',
  slug: 'get-quote',
  intro:
    'Tell us about your project and receive a tailored proposal. We get back to you within 24 hours.',
  layout: [
    {
      blockType: 'richText',
      content: richText(
        heading('What happens next'),
        bulletList(
          ['Our solutions team reviews your requirements.'],
          ['We reply within 24 hours with questions or a detailed proposal.'],
          ['We agree the scope, timeline and commercial model with you.'],
        ),
        paragraph(
          'Prefer to talk first? Use the phone number or e-mail address at the bottom of this page.',
        ),
      ),
    },
  ],
  meta: {
    title: `Get a Quote | ${companyName}`,
    description:
      'Request a tailored proposal for VAS, fintech, marketplace, enterprise, AI or 5G infotainment solutions. We reply within 24 hours.',
    keywords:
      'get a quote, VAS proposal, telecom solutions pricing, fintech quote, AI chatbot quote',
  },
}
