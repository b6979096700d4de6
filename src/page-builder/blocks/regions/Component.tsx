import { LinkCard } from '@/components/shared/link-card'
import { Image } from '@/components/ui/image'
import { ArrowRight } from '@/components/ui/lucide-icons'
import { Section } from '@/components/ui/section'
import { countryName } from '@/lib/content/country-names'
import { getRegions } from '@/lib/data/regions'
import { documentPaths } from '@/lib/site/document-path'
import { localePath } from '@/lib/site/locale-path'

import type { BlockProps } from '../../block-props'
import { idOf } from '../links'

/** One or two regions stand centred; three and more fill the row. */
const regionGrid = {
  1: 'mx-auto grid max-w-md gap-6',
  2: 'mx-auto grid max-w-3xl gap-6 md:grid-cols-2',
  3: 'grid gap-6 md:grid-cols-3',
}

export async function RegionsBlock({ block, id, locale }: BlockProps<'regions'>) {
  const all = await getRegions(locale)
  const regions = (block.regions ?? [])
    .map((region) => all.find((candidate) => candidate.id === idOf(region)))
    .filter((region) => region !== undefined)
  const countries = block.countries ?? []
  return (
    <Section id={id} tone="muted" heading={block.heading} intro={block.intro}>
      {regions.length ? (
        <ul className={regionGrid[Math.min(regions.length, 3) as 1 | 2 | 3]}>
          {regions.map((region) => (
            <li key={region.id}>
              <LinkCard
                href={localePath(locale, documentPaths.regions(region.slug))}
                title={region.name}
                description={region.headline}
                bottom={
                  <ArrowRight className="size-5 transition-transform group-hover:translate-x-0.5" />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {countries.length ? (
        <ul
          className={`flex flex-wrap justify-center gap-3 ${regions.length ? 'mt-10' : ''} *:flex *:items-center *:gap-2.5 *:rounded-full *:bg-white *:px-4 *:py-2 *:text-sm *:font-medium *:text-navy-950 *:ring-1 *:ring-slate-200`}
        >
          {countries.map((code) => (
            <li key={code}>
              <Image
                src={`/flags/${code.toLowerCase()}.svg`}
                alt=""
                width={24}
                height={16}
                className="h-4 w-6 rounded-[2px] ring-1 ring-black/10"
              />
              {countryName(code, locale)}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
