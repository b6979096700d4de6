import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { getOpenPostings } from '@/lib/data/job-postings'
import { getRegions } from '@/lib/data/regions'
import { ContactForm } from '@/submissions/contact/form'
import { formSetup } from '@/submissions/form/words'
import { JobApplicationForm } from '@/submissions/job-application/form'
import { applyFormPosting } from '@/submissions/job-application/postings'
import { MarketReportForm } from '@/submissions/market-report/form'
import { marketReportFormIntro } from '@/submissions/market-report/messages'
import { PartnershipForm } from '@/submissions/partnership/form'
import { QuoteForm } from '@/submissions/quote/form'
import { screeningWords } from '@/recruiting/screening/messages'
import { formQuestionsByTitle } from '@/recruiting/screening/form-questions'
import { ScreeningQuestions } from '@/recruiting/screening/ScreeningQuestions'

import type { BlockProps } from '../../block-props'

/**
 * One of the public forms, at #form. It is sent from this page, which its submissions record
 * (`attribution.sentFrom`), and a refusal without scripts draws this page again.
 */
export async function FormBlock({ block, id, locale, pagePath }: BlockProps<'form'>) {
  const setup = formSetup(block.form, locale, pagePath)
  let form: React.ReactNode
  let intro = block.intro
  switch (setup.form) {
    case 'contact':
      form = <ContactForm {...setup} />
      break
    case 'quote':
      form = <QuoteForm {...setup} />
      break
    case 'partnership':
      form = <PartnershipForm {...setup} />
      break
    case 'job-application': {
      const jobs = await getOpenPostings(locale)
      const questions = await formQuestionsByTitle(jobs, locale)
      form = (
        <JobApplicationForm
          jobs={jobs.map(applyFormPosting)}
          postingQuestions={
            <ScreeningQuestions byTitle={questions} words={screeningWords(locale)} />
          }
          {...setup}
        />
      )
      break
    }
    case 'market-report': {
      const regionId = typeof block.region === 'object' ? block.region?.id : block.region
      const region = (await getRegions(locale)).find((candidate) => candidate.id === regionId)
      // A region whose report was taken away since: nothing to send.
      if (!region?.report) return null
      intro ||= marketReportFormIntro(setup.words, region.name).intro
      form = <MarketReportForm region={region.slug} {...setup} />
      break
    }
  }
  return (
    <Section id={id} tone="muted" heading={block.heading} intro={intro}>
      <Card className="mx-auto max-w-3xl p-6 sm:p-8">{form}</Card>
    </Section>
  )
}
