import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/components/shared/page-hero'
import { Container } from '@/components/ui/container'
import type { Page } from '@/payload-types'

import { RichText } from './rich-text'

/** Privacy Policy, Terms of Service: a title, an introduction and the editors' rich text. */
export async function LegalPage({ page, locale }: { page: Page; locale: string }) {
  const t = await getTranslations('pages.legal')
  const updated = new Date(page.updatedAt).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return (
    <>
      <PageHero heading={page.title} intro={page.intro}>
        <p className="mt-6 text-sm text-navy-200">{t('lastUpdated', { date: updated })}</p>
      </PageHero>
      <Container className="py-16 sm:py-20">
        <article className="mx-auto max-w-3xl">
          <RichText data={page.content} />
        </article>
      </Container>
    </>
  )
}
