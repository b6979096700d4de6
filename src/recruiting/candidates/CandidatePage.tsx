import type { UIFieldServerProps } from 'payload'
import { formatFilesize } from 'payload/shared'

import { activityKinds } from '@/desk/timeline/kinds'
import { StatusBadge } from '@/desk/status/StatusBadge'
import { adminLanguageOf, labelIn, type AdminLanguage } from '@/lib/admin/language/words'
import { formatInZone } from '@/lib/admin/read-only-time/format'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import {
  candidateApplications,
  candidateMerges,
  candidateTimeline,
  type CandidateApplication,
  type CandidateMergeRecord,
  type CandidateTimelineEntry,
} from './candidate-file'
import { mergeRefusals, undoDays } from './merge'
import { MergeNotice } from './MergeNotice'
import { CandidatePostButton } from './PlainPostButton'
import './candidates.scss'

type Words = (english: string) => string

const applicationPath = (admin: string, id: number) =>
  `${admin}/collections/career-applications/${id}`

function Applications({
  applications,
  admin,
  zone,
  language,
  t,
}: {
  applications: CandidateApplication[]
  admin: string
  zone: string
  language: AdminLanguage
  t: Words
}) {
  return (
    <section className="candidate-section" aria-labelledby="candidate-applications">
      <h2 id="candidate-applications" className="candidate-section__title">
        {t('Applications')} <span className="candidate-section__count">{applications.length}</span>
      </h2>
      {applications.length === 0 ? (
        <p className="candidate-section__empty">{t('No applications.')}</p>
      ) : (
        <ul className="candidate-applications">
          {applications.map((application) => (
            <li key={application.id} className="candidate-application">
              <a
                className="candidate-application__link"
                href={applicationPath(admin, application.id)}
              >
                <span className="candidate-application__position">{application.position}</span>
                <span className="candidate-application__reference">{application.reference}</span>
              </a>
              <span className="candidate-application__posting">
                {application.posting === null
                  ? t('No posting: an open application')
                  : application.posting !== application.position && application.posting}
              </span>
              <span className="candidate-application__meta">
                <StatusBadge status={application.status} language={language} />
                <time dateTime={application.appliedAt}>
                  {formatInZone(application.appliedAt, zone, language)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Files({ applications, t }: { applications: CandidateApplication[]; t: Words }) {
  const files = applications.flatMap((application) =>
    application.files.map((file) => ({ ...file, application: application.reference })),
  )
  return (
    <section className="candidate-section" aria-labelledby="candidate-files">
      <h2 id="candidate-files" className="candidate-section__title">
        {t('Files')} <span className="candidate-section__count">{files.length}</span>
      </h2>
      {files.length === 0 ? (
        <p className="candidate-section__empty">{t('No files.')}</p>
      ) : (
        <ul className="candidate-files">
          {files.map((file) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                <strong>{t(file.label)}</strong> · {file.name}
              </a>
              <span className="candidate-files__meta">
                {file.application}
                {file.size !== null && ` · ${formatFilesize(file.size)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Consent({
  applications,
  zone,
  language,
  t,
}: {
  applications: CandidateApplication[]
  zone: string
  language: AdminLanguage
  t: Words
}) {
  return (
    <section className="candidate-section" aria-labelledby="candidate-consent">
      <h2 id="candidate-consent" className="candidate-section__title">
        {t('Consent')}
      </h2>
      <table className="candidate-consent">
        <thead>
          <tr>
            <th scope="col">{t('Application')}</th>
            <th scope="col">{t('Terms accepted at')}</th>
            <th scope="col">{t('Wants news of future openings')}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <td>{application.reference}</td>
              <td>
                {application.consentGivenAt
                  ? formatInZone(application.consentGivenAt, zone, language)
                  : t('Not recorded')}
              </td>
              <td>{application.wantsUpdates ? t('Yes') : t('No')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const kindLabel = (entry: CandidateTimelineEntry): string => {
  if (entry.kind === 'received') return 'Received'
  if (entry.kind === 'status') return 'Status'
  if (entry.kind === 'assigned') return entry.owner ? 'Assigned' : 'Back in the unassigned queue'
  return activityKinds.find((kind) => kind.value === entry.kind)?.label ?? entry.kind
}

function Timeline({
  entries,
  admin,
  zone,
  language,
  t,
}: {
  entries: CandidateTimelineEntry[]
  admin: string
  zone: string
  language: AdminLanguage
  t: Words
}) {
  return (
    <section className="candidate-section" aria-labelledby="candidate-timeline">
      <h2 id="candidate-timeline" className="candidate-section__title">
        {t('Timeline across applications')}
      </h2>
      <ol className="candidate-timeline">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`candidate-timeline__entry timeline__entry--${entry.kind}`}
          >
            <p className="candidate-timeline__what">
              <strong>{t(kindLabel(entry))}</strong>
              {entry.kind === 'status' && (
                <>
                  {' '}
                  {entry.fromStatus && (
                    <StatusBadge status={entry.fromStatus} language={language} />
                  )}{' '}
                  → {entry.toStatus && <StatusBadge status={entry.toStatus} language={language} />}
                </>
              )}
              {entry.kind === 'assigned' && entry.owner && ` ${entry.owner}`}
              <a
                className="candidate-timeline__application"
                href={applicationPath(admin, entry.applicationId)}
              >
                {entry.application}
              </a>
            </p>
            <p className="candidate-timeline__meta">
              {entry.who ?? t('The site')} ·{' '}
              <time dateTime={entry.at}>{formatInZone(entry.at, zone, language)}</time>
            </p>
            {entry.subject && <p className="candidate-timeline__text">{entry.subject}</p>}
            {entry.kind !== 'assigned' && entry.text && (
              <p className="candidate-timeline__text">{entry.text}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Merge({
  candidate,
  others,
  merges,
  api,
  zone,
  language,
  t,
}: {
  candidate: number
  others: { id: number; label: string }[]
  merges: CandidateMergeRecord[]
  api: string
  zone: string
  language: AdminLanguage
  t: Words
}) {
  return (
    <section className="candidate-section candidate-merge" aria-labelledby="candidate-merge">
      <h2 id="candidate-merge" className="candidate-section__title">
        {t('Merge candidates')}
      </h2>
      <MergeNotice
        texts={{
          ...Object.fromEntries(
            Object.entries(mergeRefusals).map(([reason, text]) => [reason, t(text)]),
          ),
          merged: t('Candidates merged. The merge can be undone below for 30 days.'),
          undone: t('Merge undone: the other candidate is back with its applications.'),
        }}
      />
      <p className="candidate-section__help">
        {t(
          'The same person under two candidates? Merge the other one into this one: this candidate takes its applications, keeps its addresses and its phone if this one has none.',
        )}
      </p>
      <div className="candidate-merge__form">
        <label className="candidate-merge__label" htmlFor="candidate-merge-other">
          {t('Candidate to merge into this one')}
        </label>
        <select
          id="candidate-merge-other"
          name="other"
          className="candidate-merge__select"
          defaultValue=""
        >
          <option value="">{t('Choose a candidate')}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.label}
            </option>
          ))}
        </select>
        <CandidatePostButton
          action={`${api}/candidates/${candidate}/merge`}
          fields="candidate-merge__form"
          className="btn btn--style-primary btn--size-small candidate-merge__button"
        >
          {t('Merge into this candidate')}
        </CandidatePostButton>
      </div>
      {merges.length > 0 && (
        <ul className="candidate-merges">
          {merges.map((merge) => (
            <li key={merge.id}>
              <span>
                {merge.merged} ·{' '}
                <time dateTime={merge.at}>{formatInZone(merge.at, zone, language)}</time>
              </span>
              {merge.undoneAt ? (
                <span className="candidate-merges__state">{t('Undone')}</span>
              ) : merge.undoable ? (
                <CandidatePostButton
                  action={`${api}/candidates/${candidate}/merges/${merge.id}/undo`}
                  className="btn btn--style-secondary btn--size-small"
                >
                  {t('Undo merge')}
                </CandidatePostButton>
              ) : (
                <span className="candidate-merges__state">
                  {t(`Past ${undoDays} days: can no longer be undone`)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The candidate's page below their details: every application, the files of all of them, their
 * consent per application, the timelines of all of them as one, and the merge with another
 * candidate. Rendered on the server with the viewer's access; works without scripts.
 */
export async function CandidatePage({ id, payload, req, i18n }: UIFieldServerProps) {
  if (id === undefined) return null
  const candidate = Number(id)
  const language = adminLanguageOf(i18n)
  const t: Words = (english) => labelIn(english, language)
  const zone = await readerTimeZoneOfThisRender(payload)
  const { admin, api } = payload.config.routes
  const applications = await candidateApplications(req, candidate)
  const [entries, merges, others] = await Promise.all([
    candidateTimeline(req, applications),
    candidateMerges(req, candidate, new Date()),
    payload.find({
      collection: 'candidates',
      where: { id: { not_equals: candidate } },
      select: { name: true, email: true },
      sort: 'name',
      limit: 500,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }),
  ])
  return (
    <div className="candidate-page">
      <Applications
        applications={applications}
        admin={admin}
        zone={zone}
        language={language}
        t={t}
      />
      <div className="candidate-page__columns">
        <Files applications={applications} t={t} />
        <Consent applications={applications} zone={zone} language={language} t={t} />
      </div>
      <Timeline entries={entries} admin={admin} zone={zone} language={language} t={t} />
      <Merge
        candidate={candidate}
        others={others.docs.map((other) => ({
          id: other.id,
          label:
            other.name && other.name !== other.email
              ? `${other.name} — ${other.email}`
              : other.email,
        }))}
        merges={merges}
        api={api}
        zone={zone}
        language={language}
        t={t}
      />
    </div>
  )
}
