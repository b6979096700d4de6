import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/site/locales'
import { BuiltPage } from '@/page-builder/built-page'
import type { Page } from '@/payload-types'

/** Privacy Policy, Terms of Service: a title, an introduction, when it was updated, the blocks. */
export async function LegalPage({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations('pages.legal')
  const updated = new Date(page.updatedAt).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return (
    <BuiltPage page={page} locale={locale}>
      <p className="mt-6 text-sm text-navy-200">{t('lastUpdated', { date: updated })}</p>
    </BuiltPage>
  )
}
