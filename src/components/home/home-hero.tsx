import { ArrowRight } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/components/shared/page-hero'
import { StatGrid } from '@/components/shared/stat-grid'
import { ButtonLink } from '@/components/ui/button'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { HomePage, SiteSetting } from '@/payload-types'

type HomeHeroProps = {
  hero: HomePage['hero']
  highlights: NonNullable<SiteSetting['figures']['highlights']>
  locale: Locale
}

export async function HomeHero({ hero, highlights, locale }: HomeHeroProps) {
  const t = await getTranslations('pages.home')
  return (
    <section id="home" aria-label={t('introduction')} className="scroll-mt-20">
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        className="sm:py-28"
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={localePath(locale, '/products-services')} variant="light" size="lg">
            {hero.primaryLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/network')} variant="outline-light" size="lg">
            {hero.secondaryLabel}
          </ButtonLink>
        </div>
        {highlights.length ? (
          <StatGrid stats={highlights} tone="dark" className="mt-14 max-w-4xl" />
        ) : null}
      </PageHero>
    </section>
  )
}
