import type { AdminViewServerProps } from 'payload'

import { userHasRole } from '@/access/roles'
import { BoardDrag } from '@/desk/board/BoardDrag'
import { colleaguesFor } from '@/desk/reassign/colleagues'
import { rowWriteOutcomes } from '@/desk/row-write/outcomes'
import { AdminScreen } from '@/lib/admin/AdminScreen'
import { adminLanguageOf } from '@/lib/admin/language/words'
import { pipelinePath } from '@/lib/admin/navigation'

import { rejectionReasonParam } from './endpoint'
import { pipelineOfPosting } from './fields'
import { closedWithinDays, readPipeline, type PipelineCard } from './pipeline'
import { readRejectionReasons, rejectionReasonIn } from './reasons'
import { stageNameIn, type Stage } from './stages'
import { stageWords } from './words'
import '@/desk/my-work/my-work.scss'
import '@/desk/board/board.scss'
import './stages.scss'

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)

const dayMs = 24 * 60 * 60 * 1000

const tones: Record<Stage['category'], string> = {
  new: 'blue',
  screening: 'amber',
  interview: 'violet',
  offer: 'violet',
  hired: 'green',
  rejected: 'red',
}

/**
 * /admin/pipeline?posting=<id>: a posting's applications in a column per stage of its own
 * pipeline. Each card moves by a plain form post to the stage endpoint, so the pipeline works
 * before the admin's scripts arrive; once they have, a card can be dragged to another column,
 * which posts the same form. A move to a rejecting stage says why.
 */
export async function PipelineView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLanguageOf(req.i18n)
  const words = stageWords(language)
  const { admin, api } = req.payload.config.routes
  const asked = props.searchParams ?? {}
  if (!userHasRole(req.user, 'admin', 'recruiter')) {
    return (
      <AdminScreen {...props} title={words.pipeline} className="my-work board pipeline">
        <h1>{words.pipeline}</h1>
        <p>{words.recruitersOnly}</p>
      </AdminScreen>
    )
  }
  const postingId = Number(one(asked.posting))
  // What does not depend on each other is read at once: the postings, the asked posting's
  // stages, the recruiters and the reasons to reject.
  const [{ docs: postings }, askedStages, colleagues, reasons] = await Promise.all([
    req.payload.find({
      collection: 'job-postings',
      select: { title: true, status: true },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      locale: language,
      fallbackLocale: 'en',
      req,
    }),
    Number.isInteger(postingId) ? pipelineOfPosting(req, postingId) : undefined,
    colleaguesFor(req.payload, 'career-applications'),
    readRejectionReasons(req.payload),
  ])
  const asPosted = postings.find((each) => each.id === postingId)
  const posting = asPosted ?? postings[0]
  const postingPicker = (
    <form method="get" action={`${admin}${pipelinePath}`} className="pipeline__posting">
      <label>
        <span>{words.postings}</span>{' '}
        <select name="posting" defaultValue={posting?.id}>
          {postings.map((each) => (
            <option key={each.id} value={each.id}>
              {each.title}
              {each.status === 'active' ? '' : ` (${words.postingStatus(each.status)})`}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        {words.show}
      </button>
    </form>
  )
  if (!posting) {
    return (
      <AdminScreen {...props} title={words.pipeline} className="my-work board pipeline">
        <h1 className="my-work__title">{words.pipeline}</h1>
        <p>{words.noPosting}</p>
      </AdminScreen>
    )
  }
  // The asked posting's stages were read with the rest; another one (none asked, or one the
  // recruiter may not read) has its own read.
  const stages = asPosted && askedStages ? askedStages : await pipelineOfPosting(req, posting.id)
  const columns = await readPipeline(req.payload, posting.id, stages)
  const names = new Map(colleagues.map((each) => [each.id, each.name]))
  const here = `${admin}${pipelinePath}?posting=${posting.id}`
  const now = new Date().getTime()
  const movedId = one(asked[rowWriteOutcomes.stage.updated])
  const moved = columns.flatMap((column) => column.cards).find(({ id }) => String(id) === movedId)

  const card = (item: PipelineCard, stage: Stage) => {
    const days = Math.max(0, Math.floor((now - Date.parse(item.inStageSince)) / dayMs))
    return (
      <li key={item.id} className="board__card" data-card={item.id}>
        <a className="board__title" href={`${admin}/collections/career-applications/${item.id}`}>
          {item.name}
        </a>
        <p className="board__meta">
          {item.owner === null ? words.unassigned : (names.get(item.owner) ?? `#${item.owner}`)}
          {' · '}
          {words.daysInStage(days)}
        </p>
        {item.rejectionReason && (
          <p className="board__meta">
            {words.rejectedBecause} {rejectionReasonIn(item.rejectionReason, reasons, language)}
          </p>
        )}
        <form
          method="post"
          action={`${api}/career-applications/${item.id}/stage`}
          className="board__move pipeline__move"
        >
          <input type="hidden" name="back" value={here} />
          <label>
            <span className="board__move-label">{words.moveTo}</span>
            <select name="stage" defaultValue={stage.key}>
              {stages.map((each) => (
                <option key={each.key} value={each.key}>
                  {stageNameIn(each, language)}
                </option>
              ))}
            </select>
          </label>
          <label className="pipeline__reason">
            <span className="board__move-label">{words.reason}</span>
            <select name={rejectionReasonParam} defaultValue={item.rejectionReason ?? ''}>
              <option value="">{words.reasonWhenRejecting}</option>
              {reasons.map((reason) => (
                <option key={reason.en} value={reason.en}>
                  {language === 'fr' ? reason.fr : reason.en}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {words.move}
          </button>
        </form>
      </li>
    )
  }

  return (
    <AdminScreen {...props} title={words.pipeline} className="my-work board pipeline">
      <h1 className="my-work__title">{words.heading(posting.title ?? '')}</h1>
      <p className="my-work__intro">{words.dragHint}</p>
      {moved && (
        <p className="my-work__notice" role="status">
          {words.movedCard(moved.name)}
        </p>
      )}
      {one(asked[rowWriteOutcomes.stage.failed]) && (
        <p className="my-work__error" role="alert">
          {words.failed}
        </p>
      )}
      {postingPicker}
      <nav className="board__switcher" aria-label={words.columns}>
        {columns.map((column) => (
          <a key={column.stage.key} href={`#pipeline-stage-${column.stage.key}`}>
            {stageNameIn(column.stage, language)}{' '}
            <span className="board__count">{column.count.toLocaleString(language)}</span>
          </a>
        ))}
      </nav>
      <BoardDrag field="stage">
        <div className="board__columns">
          {columns.map((column) => (
            <section
              key={column.stage.key}
              id={`pipeline-stage-${column.stage.key}`}
              className={`board__column board__column--${tones[column.stage.category]}`}
              data-stage={column.stage.key}
              data-needs={column.stage.category === 'rejected' ? rejectionReasonParam : undefined}
              aria-labelledby={`pipeline-${column.stage.key}`}
            >
              <h2 id={`pipeline-${column.stage.key}`} className="board__heading">
                {stageNameIn(column.stage, language)}{' '}
                <span className="board__count">{words.candidates(column.count)}</span>
                {column.closing && (
                  <span className="board__window"> · {words.closedRecently(closedWithinDays)}</span>
                )}
              </h2>
              {column.cards.length === 0 ? (
                <p className="board__empty">{words.empty}</p>
              ) : (
                <ol className="board__cards">
                  {column.cards.map((each) => card(each, column.stage))}
                </ol>
              )}
              {column.count > column.cards.length && (
                <a
                  className="board__more"
                  href={`${admin}/collections/career-applications?${new URLSearchParams({
                    'where[job][equals]': String(posting.id),
                    'where[stage][equals]': column.stage.key,
                  })}`}
                >
                  {words.moreInList(column.count - column.cards.length)}
                </a>
              )}
            </section>
          ))}
        </div>
      </BoardDrag>
    </AdminScreen>
  )
}
