import { Image } from '@/components/ui/image'
import { Section } from '@/components/ui/section'

import type { BlockProps } from '../../block-props'
import { mediaOf } from '../links'

export function PartnerLogosBlock({ block, id }: BlockProps<'partnerLogos'>) {
  return (
    <Section id={id} heading={block.heading} intro={block.intro} className="sm:py-16">
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {block.logos.map((partner) => {
          const logo = mediaOf(partner.logo)
          if (!logo) return null
          const image = (
            <Image
              src={logo.url!}
              alt={partner.name}
              width={logo.width ?? 160}
              height={logo.height ?? 64}
              sizes="160px"
              className="h-10 w-auto object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
            />
          )
          return (
            <li key={partner.id ?? partner.name}>
              {partner.url ? (
                <a href={partner.url} rel="noopener" className="block rounded-sm">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
