import { ArrowRight } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { LinkCard } from '@/components/shared/link-card'
import { IconTile } from '@/components/ui/icon'
import type { ProductSummary } from '@/lib/data/products'

/** A catalogue card; the whole card is the link, named by the product's title. */
export async function ProductCard({ product, href }: { product: ProductSummary; href: string }) {
  const t = await getTranslations('pages.product')
  return (
    <LinkCard
      href={href}
      title={product.title}
      top={<IconTile name={product.icon} />}
      description={product.summary}
      bottom={
        <>
          {t('learnMore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </>
      }
    />
  )
}
