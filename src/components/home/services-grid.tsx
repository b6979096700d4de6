import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/shared/check-list'
import { IconCardGrid } from '@/components/shared/icon-card-grid'
import { Section } from '@/components/ui/section'
import type { HomePage } from '@/payload-types'

export async function ServicesGrid({ services }: { services: HomePage['services'] }) {
  const t = await getTranslations('pages.home')
  return (
    <Section
      id="services"
      eyebrow={t('servicesEyebrow')}
      heading={services?.heading}
      intro={services?.intro}
    >
      <IconCardGrid
        items={services?.cards ?? []}
        renderExtra={(card) =>
          card.features?.length ? (
            <CheckList
              items={card.features}
              className="mt-5 border-t border-slate-100 pt-5 text-sm text-slate-700"
            />
          ) : null
        }
      />
    </Section>
  )
}
