import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import type { TimelineEntry } from '@/payload-types'

/** About's journey: completed milestones, then the future ones marked 'Future Vision'. */
export async function JourneyTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = await getTranslations('pages.about')
  return (
    <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-navy-100 pl-8">
      {entries.map((entry) => {
        const future = entry.status === 'future'
        return (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-[2.6rem] size-5 rounded-full border-4 border-white ring-2',
                future ? 'bg-amber-400 ring-amber-300' : 'bg-teal-600 ring-teal-200',
              )}
            />
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm font-bold tracking-wide text-teal-800">{entry.year}</p>
              {future ? <Badge tone="amber">{t('futureVision')}</Badge> : null}
            </div>
            <h3 className="mt-1 text-xl font-semibold text-navy-950">{entry.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{entry.description}</p>
          </li>
        )
      })}
    </ol>
  )
}
