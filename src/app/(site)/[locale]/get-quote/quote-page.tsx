import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/components/shared/page-hero'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { MissingPage } from '@/components/shared/missing-page'
import type { Locale } from '@/lib/site/locales'
import { cmsPage } from '@/page-builder/cms-page'
import { PageTextAside } from '@/page-builder/built-page'
import { formSetup } from '@/submissions/form/words'
import { QuoteForm } from '@/submissions/quote/form'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

/** The page "get-quote" of the pages collection, whose copy this page shows. */
export const quotePageSlug = 'get-quote'

/**
 * The quote page: /get-quote, or /get-quote/<service> from a product's Get Quote, whose form
 * opens with that service chosen (in the HTML itself, before and without scripts).
 */
export async function QuotePage({ locale, service }: { locale: Locale; service?: string }) {
  const [page, t] = await Promise.all([
    cmsPage(quotePageSlug, locale),
    getTranslations('pages.quote'),
  ])
  if (!page) return <MissingPage locale={locale} />
  const setup = formSetup('quote', locale, service ? `/get-quote/${service}` : '/get-quote')
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} heading={page.title} intro={page.intro} />
      <Section id="project-requirements" tone="muted" heading={t('requirements')}>
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <QuoteForm
              {...setup}
              empty={service ? { ...setup.empty, serviceType: service } : setup.empty}
            />
          </Card>
          <PageTextAside page={page} label={t('aboutYourQuote')} />
        </div>
      </Section>
      <WhatsAppChat locale={locale} about="getQuote" />
    </>
  )
}
