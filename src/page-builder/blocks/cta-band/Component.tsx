import { CtaBand } from '@/components/shared/cta-band'
import { ButtonLink } from '@/components/ui/button'

import type { BlockProps } from '../../block-props'
import { hrefIn } from '../links'

export function CtaBandBlock({ block, locale }: BlockProps<'ctaBand'>) {
  return (
    <CtaBand heading={block.heading} intro={block.text}>
      <ButtonLink href={hrefIn(locale, block.primaryLink)} variant="light" size="lg">
        {block.primaryLabel}
      </ButtonLink>
      {block.secondaryLabel && block.secondaryLink ? (
        <ButtonLink href={hrefIn(locale, block.secondaryLink)} variant="outline-light" size="lg">
          {block.secondaryLabel}
        </ButtonLink>
      ) : null}
    </CtaBand>
  )
}
