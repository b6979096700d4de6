import { cn } from '@/components/ui/cn'

type StatGridProps = {
  stats: { id?: string | null; value: string; label: string }[]
  tone?: 'light' | 'dark'
  className?: string
}

/** Headline figures, e.g. "250M+ Subscribers Reached", as a description list. */
export function StatGrid({ stats, tone = 'light', className }: StatGridProps) {
  const dark = tone === 'dark'
  return (
    <dl
      className={cn(
        // On two columns, an odd last figure takes the whole row rather than half of it.
        'grid grid-cols-2 gap-4 [&>:last-child:nth-child(odd)]:col-span-2 lg:[&>:last-child:nth-child(odd)]:col-span-1',
        stats.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.id ?? stat.label}
          className={cn(
            'flex flex-col-reverse rounded-2xl p-5 sm:p-6',
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white ring-1 ring-slate-200',
          )}
        >
          <dt className={cn('mt-1 text-sm font-medium', dark ? 'text-navy-100' : 'text-slate-600')}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              'font-bold tracking-tight break-words hyphens-auto',
              // A figure in words ("Tout téléphone") is set smaller, and never overflows its box.
              stat.value.length > 8 ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl',
              dark ? 'text-white' : 'text-navy-950',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
