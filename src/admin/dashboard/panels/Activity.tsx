import { formatAdminURL } from 'payload/shared'

import { nounIn, type AdminLanguage } from '@/lib/admin/language/words'
import { formatInZone } from '@/lib/admin/read-only-time/format'
import { StatusBadge } from '@/desk/status/StatusBadge'
import { perSubmissionType } from '@/submissions'

import type { ActivityItem } from '../data'
import { overviewWords } from '../words'

export function Activity({
  items,
  adminRoute,
  zone,
  language,
}: {
  items: ActivityItem[]
  adminRoute: string
  zone: string
  language: AdminLanguage
}) {
  const words = overviewWords[language]
  if (items.length === 0) return <p className="overview__empty">{words.nothingYet}</p>
  return (
    <ol className="activity">
      {items.map((item) => (
        <li key={item.key} className="activity__item">
          <a
            className="activity__link"
            href={formatAdminURL({ adminRoute, path: `/collections/${item.slug}/${item.id}` })}
          >
            <span className="activity__text">
              {item.kind === 'submission' ? (
                <>
                  {words.newSubmission(nounIn(typeLabel[item.slug], language))}{' '}
                  <strong>{item.label}</strong>
                </>
              ) : (
                <>
                  <strong>{item.label}</strong>{' '}
                  {item.fromStatus && <StatusBadge status={item.fromStatus} language={language} />}{' '}
                  → <StatusBadge status={item.toStatus} language={language} />
                  {item.changedBy && (
                    <span className="activity__by">{words.by(item.changedBy)}</span>
                  )}
                </>
              )}
            </span>
            <time className="activity__time" dateTime={item.at}>
              {formatInZone(item.at, zone, language)}
            </time>
          </a>
        </li>
      ))}
    </ol>
  )
}

const typeLabel = perSubmissionType((type) => type.noun.one)
