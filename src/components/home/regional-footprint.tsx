import { ArrowRight, MapPin } from '@/components/ui/lucide-icons'
import { Image } from '@/components/ui/image'
import { getTranslations } from 'next-intl/server'

import { CheckList } from '@/components/shared/check-list'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { HomePage, Region } from '@/payload-types'

type RegionalFootprintProps = {
  footprint: HomePage['footprint']
  regions: Region[]
  locale: Locale
}

/** An editor's uploaded card image, else the region's illustration shipped with the site. */
function cardImage(region: Region) {
  const image = region.homeCard?.image
  if (typeof image === 'object' && image?.url) return { src: image.url, alt: image.alt }
  return { src: `/illustrations/regions/${region.slug}.svg`, alt: '' }
}

export async function RegionalFootprint({ footprint, regions, locale }: RegionalFootprintProps) {
  const t = await getTranslations('pages.home')
  return (
    <Section
      id="solutions"
      tone="muted"
      eyebrow={t('footprintEyebrow')}
      heading={footprint?.heading}
      intro={footprint?.intro}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {regions.map((region) => {
          const image = cardImage(region)
          const href = localePath(locale, `/regions/${region.slug}`)
          return (
            <li key={region.id} className="flex">
              <Card className="flex w-full flex-col overflow-hidden p-0">
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={640}
                  height={400}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 90vw, 100vw"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-navy-950">{region.name}</h3>
                  {region.homeCard?.description ? (
                    <p className="mt-2 leading-relaxed text-slate-600">
                      {region.homeCard.description}
                    </p>
                  ) : null}
                  {region.homeCard?.features?.length ? (
                    <CheckList items={region.homeCard.features} className="mt-5 text-sm" />
                  ) : null}
                  {region.homeCard?.countriesLine ? (
                    <p className="mt-5 flex items-center gap-2 text-sm font-medium text-navy-800">
                      <MapPin aria-hidden="true" className="size-4 text-teal-700" />
                      {region.homeCard.countriesLine}
                    </p>
                  ) : null}
                  <a
                    href={href}
                    className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-teal-800 hover:text-teal-950"
                  >
                    {region.homeCard?.buttonLabel || region.name}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
