import { ArrowRight } from '@/components/ui/lucide-icons'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/card'
import { IconTile } from '@/components/ui/icon'
import type { ProductSummary } from '@/lib/data/products'

/** A catalogue card; the whole card is the link, named by the product's title. */
export async function ProductCard({ product, href }: { product: ProductSummary; href: string }) {
  const t = await getTranslations('pages.product')
  return (
    <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md">
      <IconTile name={product.icon} />
      <h3 className="mt-5 text-lg font-semibold text-navy-950">
        <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {product.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{product.summary}</p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-teal-800 group-hover:text-teal-950"
      >
        {t('learnMore')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Card>
  )
}
