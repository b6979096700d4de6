import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/content/rich-text'
import { richTextOf } from '@/page-builder/built-page'
import { PageHero } from '@/components/shared/page-hero'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { formSetup } from '@/submissions/form/words'
import { QuoteForm } from '@/submissions/quote/form'
import { cmsPage, cmsPageMetadata } from '@/page-builder/cms-page'
import { MissingPage } from '@/lib/site/missing-page'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

const slug = 'get-quote'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cmsPageMetadata(slug, await routeLocale(params))
}

export default async function GetQuotePage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, t] = await Promise.all([cmsPage(slug, locale), getTranslations('pages.quote')])
  if (!page) return <MissingPage locale={locale} />
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} heading={page.title} intro={page.intro} />
      <Section id="project-requirements" tone="muted" heading={t('requirements')}>
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <QuoteForm {...formSetup('quote', locale, '/get-quote')} />
          </Card>
          <aside aria-label={t('aboutYourQuote')}>
            <Card>
              {richTextOf(page).map((block) => (
                <RichText
                  key={block.id}
                  data={block.content}
                  className="text-base [&_h2]:text-xl"
                />
              ))}
            </Card>
          </aside>
        </div>
      </Section>
      <WhatsAppChat locale={locale} about="getQuote" />
    </>
  )
}
