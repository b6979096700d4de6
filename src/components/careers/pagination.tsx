import { ChevronLeft, ChevronRight } from '@/components/ui/lucide-icons'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { cn } from '@/components/ui/cn'

import { PendingPage } from './pending-page'

type PaginationProps = {
  page: number
  totalPages: number
  /** The address of a page number, e.g. 2 → "/careers?page=2". */
  hrefOf: (page: number) => string
  label: string
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-200 transition-colors'

export async function Pagination({ page, totalPages, hrefOf, label }: PaginationProps) {
  if (totalPages <= 1) return null
  const t = await getTranslations('pages.careers')
  const pending = <PendingPage label={t('loading')} />
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={hrefOf(page - 1)}
              rel="prev"
              className={cn(itemClass, 'bg-white text-navy-950 hover:bg-navy-50')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('previous')}
              {pending}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={hrefOf(number)}
              aria-current={number === page ? 'page' : undefined}
              className={cn(
                itemClass,
                number === page
                  ? 'bg-navy-900 text-white ring-navy-900'
                  : 'bg-white text-navy-950 hover:bg-navy-50',
              )}
            >
              <span className="sr-only">{t('page')} </span>
              {number}
              {pending}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link
              href={hrefOf(page + 1)}
              rel="next"
              className={cn(itemClass, 'bg-white text-navy-950 hover:bg-navy-50')}
            >
              {t('next')}
              {pending}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
