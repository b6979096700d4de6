import { PageHero } from '@/components/shared/page-hero'
import { ButtonLink } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { ArrowRight } from '@/components/ui/lucide-icons'

import type { BlockProps } from '../../block-props'
import { hrefIn, mediaOf } from '../links'

export function HeroBlock({ block, locale }: BlockProps<'hero'>) {
  const image = mediaOf(block.image)
  return (
    <PageHero
      eyebrow={block.eyebrow}
      heading={block.heading}
      intro={block.text}
      aside={
        image ? (
          <Image
            src={image.url!}
            alt={image.alt}
            width={image.width ?? 640}
            height={image.height ?? 480}
            sizes="(min-width: 1024px) 40vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl ring-1 ring-white/10"
          />
        ) : undefined
      }
    >
      {block.ctaLabel && block.ctaLink ? (
        <div className="mt-10">
          <ButtonLink href={hrefIn(locale, block.ctaLink)} variant="light" size="lg">
            {block.ctaLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      ) : null}
    </PageHero>
  )
}
