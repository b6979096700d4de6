import { formatAdminURL } from 'payload/shared'

import { labelIn, type AdminLanguage } from '@/lib/admin/language/words'
import { seriesOf } from '@/submissions'

import type { SubmissionCounter } from '../data'
import { overviewWords } from '../words'

export function Counters({
  counters,
  adminRoute,
  language,
}: {
  counters: SubmissionCounter[]
  adminRoute: string
  language: AdminLanguage
}) {
  return (
    <div className="overview__counters">
      {counters.map((counter) => (
        <a
          key={counter.slug}
          className={`counter counter--series-${seriesOf(counter.slug)}`}
          data-counter={counter.slug}
          href={formatAdminURL({
            adminRoute,
            path: `/collections/${counter.slug}?where[or][0][and][0][status][equals]=new`,
          })}
        >
          <span className="counter__label">{labelIn(counter.label, language)}</span>
          <span className="counter__total" data-testid={`${counter.slug}-total`}>
            {counter.total}
          </span>
          <span className={`counter__new${counter.new === 0 ? ' counter__new--none' : ''}`}>
            <span data-testid={`${counter.slug}-new`}>{counter.new}</span>{' '}
            {overviewWords[language].new}
          </span>
        </a>
      ))}
    </div>
  )
}
