import { ProductCard } from '@/components/products/product-card'
import { Section } from '@/components/ui/section'
import { getProducts } from '@/lib/data/products'
import { documentPaths } from '@/lib/site/document-path'
import { localePath } from '@/lib/site/locale-path'

import type { BlockProps } from '../../block-props'
import { idOf } from '../links'

export async function ProductsBlock({ block, id, locale }: BlockProps<'products'>) {
  // From the catalogue's own cached list: a product renamed shows its new name here too.
  const catalogue = await getProducts(locale)
  const chosen = block.products
    .map((product) => catalogue.find((candidate) => candidate.id === idOf(product)))
    .filter((product) => product !== undefined)
  if (!chosen.length) return null
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {chosen.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              href={localePath(locale, documentPaths.products(product.slug))}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
