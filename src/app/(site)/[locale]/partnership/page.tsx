import { Clock } from '@/components/ui/lucide-icons'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/shared/check-list'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { PageHero } from '@/components/shared/page-hero'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { formSetup } from '@/submissions/form/words'
import { PartnershipForm } from '@/submissions/partnership/form'
import { getPartnershipPage } from '@/lib/data/globals'
import { localePath } from '@/lib/site/locale-path'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageGlobalMetadata(await getPartnershipPage(locale), '/partnership', locale)
}

export default async function PartnershipPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [page, t] = await Promise.all([
    getPartnershipPage(locale),
    getTranslations('pages.partnership'),
  ])
  const { application } = page
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <ButtonLink href="#apply" variant="light" size="lg" className="mt-10">
          {application.heading || t('applyForPartnership')}
        </ButtonLink>
      </PageHero>
      <Section id="models" heading={page.models?.heading} intro={page.models?.intro}>
        <IconCardGrid
          items={page.models?.items ?? []}
          columns={2}
          renderExtra={(model) =>
            model.benefits?.length ? (
              <CheckList
                items={model.benefits}
                className="mt-5 border-t border-slate-100 pt-5 text-sm"
              />
            ) : null
          }
        />
      </Section>
      <Section
        id="requirements"
        tone="muted"
        heading={page.requirements?.heading}
        intro={page.requirements?.intro}
      >
        <CheckList
          items={page.requirements?.items ?? []}
          className="mx-auto grid max-w-4xl gap-4 text-lg sm:grid-cols-2 sm:space-y-0"
        />
      </Section>
      <Section id="apply" heading={application.heading} intro={application.intro}>
        <div className="mx-auto max-w-3xl">
          <p className="mb-6 flex items-center justify-center gap-2 text-slate-700">
            <Clock aria-hidden="true" className="size-5 text-teal-700" />
            {t.rich('reviewTime', {
              time: application.reviewTime,
              strong: (chunks) => <strong className="text-navy-950">{chunks}</strong>,
            })}
          </p>
          <Card className="p-6 sm:p-8">
            <PartnershipForm {...formSetup('partnership', locale, '/partnership')} />
          </Card>
          {application.quoteLinkLabel ? (
            <p className="mt-6 text-center">
              <a
                href={localePath(locale, '/get-quote')}
                className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
              >
                {application.quoteLinkLabel}
              </a>
            </p>
          ) : null}
        </div>
      </Section>
      <WhatsAppChat locale={locale} about="partnership" />
    </>
  )
}
