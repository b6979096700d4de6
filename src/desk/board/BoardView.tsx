import type { AdminViewServerProps } from 'payload'

import { AdminScreen } from '@/lib/admin/AdminScreen'
import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'
import { boardPath } from '@/lib/admin/navigation'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { WorkFilterForm } from '../my-work/FilterFields'
import { readWorkFilters, workFiltersQuery } from '../my-work/filters'
import { organizationNames } from '../my-work/organizations'
import { chosenPeople, visibleColleagues } from '../my-work/people'
import { myWorkWords } from '../my-work/words'
import { typesOfDesk } from '../queues'
import { confirmParam, confirmValueParam } from '../row-write/outcomes'
import { statusUpdatedParam, statusUpdateFailedParam } from '../status/outcome'
import { statusActions, statusLabel, statusTone } from '../status/workflow'
import { formatDue } from '../tasks/zone'
import { formatMoney } from '../deals/currencies'
import { reasonQuestions } from '../deals/outcome-question'
import { ReasonSelect } from '../deals/ReasonSelect'
import { readDealSettings } from '../deals/settings'
import { BoardDrag } from './BoardDrag'
import { readBoard, closedWithinDays, type BoardCard } from './cards'
import { boardWords } from './words'
import '../my-work/my-work.scss'
import './board.scss'

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)

const dayMs = 24 * 60 * 60 * 1000

/**
 * /admin/board: one worked type's leads in a column per status, soonest due first, filtered as My
 * work is. Each card moves by a plain form post to the status endpoint, so the board works before
 * the admin's scripts arrive; once they have, a card can also be dragged to another column, which
 * posts the same form. Every move is a status change, on the lead's timeline.
 */
export async function BoardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLanguageOf(req.i18n)
  const words = boardWords(language)
  const workWords = myWorkWords(language)
  const { admin, api } = req.payload.config.routes
  const asked = props.searchParams ?? {}
  const types = typesOfDesk(req.user)
  const type = types.find((each) => each.slug === one(asked.type)) ?? types[0]
  if (!type) {
    return (
      <AdminScreen {...props} title={words.board} className="my-work board">
        <h1>{words.board}</h1>
        <p>{words.noTypes}</p>
      </AdminScreen>
    )
  }
  const [visible, organizations, zone, { reasons }] = await Promise.all([
    visibleColleagues(req),
    organizationNames(req),
    readerTimeZoneOfThisRender(req.payload),
    readDealSettings(req.payload),
  ])
  const filters = { ...readWorkFilters(asked, types), type: type.slug, status: null }
  const { people, person } = chosenPeople(one(asked.person), visible)
  const now = new Date()
  const columns = await readBoard(req.payload, { type, people, filters, now, zone })

  const query = workFiltersQuery(filters)
  if (person !== visible[0]?.id) query.set('person', String(person))
  const here = `${admin}${boardPath}?${query}`
  const names = new Map(visible.map((each) => [each.id, each.name]))
  const confirm: Readonly<Record<string, string>> = statusActions[type.slug].confirm ?? {}
  // A move that closes a deal asks why, as the lead's own status buttons do.
  const questions = reasonQuestions(type, reasons, language)
  const confirming = { id: one(asked[confirmParam]), status: one(asked[confirmValueParam]) }
  const movedId = one(asked[statusUpdatedParam])
  const moved = columns.flatMap((column) => column.cards).find(({ id }) => String(id) === movedId)
  const typeLabel = (slug: string) =>
    labelIn(types.find((each) => each.slug === slug)?.labels.plural ?? slug, language)
  const typeHref = (slug: string) => {
    const next = new URLSearchParams(query)
    next.set('type', slug)
    return `?${next}`
  }
  const statusAction = (id: number) => `${api}/${type.slug}/${id}/status`
  // The whole column in the list: the same status and the same people.
  const listHref = (status: string) =>
    `${admin}/collections/${type.slug}?${new URLSearchParams({
      'where[status][equals]': status,
      'where[owner][in]': people.join(','),
    })}`

  const card = (item: BoardCard, status: string) => {
    const days = Math.max(0, Math.floor((now.getTime() - Date.parse(item.inStageSince)) / dayMs))
    const asksConfirmation =
      confirming.id === String(item.id) &&
      typeof confirming.status === 'string' &&
      (confirming.status in confirm || confirming.status in questions)
    const why = asksConfirmation ? questions[confirming.status as string] : undefined
    return (
      <li
        key={item.id}
        className={`board__card${item.overdue ? ' board__card--overdue' : ''}`}
        data-card={item.id}
      >
        {/* The title names the lead by its reference and company: "QR-000042 · MTN Ghana". */}
        <a className="board__title" href={`${admin}/collections/${type.slug}/${item.id}`}>
          {item.title || item.reference}
        </a>
        {item.value && (
          <p className="board__value">
            {formatMoney(item.value.amount, item.value.currency, language)}
          </p>
        )}
        <p className="board__meta">
          {item.owner === null ? words.unassigned : (names.get(item.owner) ?? `#${item.owner}`)}
          {' · '}
          {words.daysInStage(days)}
        </p>
        <p className={item.next === 'noNextStep' ? 'board__next my-work__no-next' : 'board__next'}>
          {item.next === 'firstAnswer'
            ? workWords.firstAnswer
            : item.next === 'nextStep'
              ? workWords.nextStep
              : item.next === 'noNextStep'
                ? workWords.noNextStep
                : workWords.nothingDue}
          {item.due && (
            <>
              {' · '}
              <time dateTime={item.due}>{formatDue(item.due, zone, language)}</time>
              {item.overdue && <span className="my-work__overdue"> {workWords.overdueMark}</span>}
            </>
          )}
        </p>
        <form method="post" action={statusAction(item.id)} className="board__move">
          <input type="hidden" name="back" value={here} />
          <label>
            <span className="board__move-label">{words.moveTo}</span>
            <select name="status" defaultValue={status}>
              {type.statuses.map((each) => (
                <option key={each} value={each}>
                  {labelIn(statusLabel(each), language)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {words.move}
          </button>
        </form>
        {asksConfirmation && (
          <div className="board__confirm" role="alertdialog" aria-label={words.moveTo}>
            <p>{why?.question ?? confirm[confirming.status as string]}</p>
            <form method="post" action={`${statusAction(item.id)}?confirmed=yes`}>
              <input type="hidden" name="back" value={here} />
              {why && <ReasonSelect className="board__reason" question={why} defaultValue="" />}
              <button
                type="submit"
                name="status"
                value={confirming.status as string}
                className="btn btn--style-primary btn--size-small"
              >
                {words.confirmYes(labelIn(statusLabel(confirming.status as string), language))}
              </button>{' '}
              <a href={here}>{words.cancel}</a>
            </form>
          </div>
        )}
      </li>
    )
  }

  return (
    <AdminScreen {...props} title={words.board} className="my-work board">
      <h1 className="my-work__title">{words.heading(typeLabel(type.slug))}</h1>
      <p className="my-work__intro">{words.intro}</p>
      {moved && (
        <p className="my-work__notice" role="status">
          {words.moved(moved.reference)}
        </p>
      )}
      {one(asked[statusUpdateFailedParam]) && (
        <p className="my-work__error" role="alert">
          {words.notMoved}
        </p>
      )}
      {types.length > 1 && (
        <nav className="my-work__types" aria-label={words.type}>
          {types.map((each) => (
            <a
              key={each.slug}
              href={typeHref(each.slug)}
              aria-current={each.slug === type.slug ? 'true' : undefined}
            >
              {typeLabel(each.slug)}
            </a>
          ))}
        </nav>
      )}
      <WorkFilterForm
        words={workWords}
        language={language}
        visible={visible}
        person={person}
        filters={filters}
        organizations={organizations}
        clearHref={`${admin}${boardPath}?type=${type.slug}`}
      >
        <input type="hidden" name="type" value={type.slug} />
      </WorkFilterForm>
      {/* On a phone one column shows at a time: these go to each (board.scss). */}
      <nav className="board__switcher" aria-label={words.columns}>
        {columns.map((column) => (
          <a key={column.status} href={`#board-column-${column.status}`}>
            {labelIn(statusLabel(column.status), language)}{' '}
            <span className="board__count">{column.count.toLocaleString(language)}</span>
          </a>
        ))}
      </nav>
      <BoardDrag>
        <div className="board__columns">
          {columns.map((column) => (
            <section
              key={column.status}
              id={`board-column-${column.status}`}
              className={`board__column board__column--${statusTone(column.status)}`}
              data-status={column.status}
              aria-labelledby={`board-${column.status}`}
            >
              <h2 id={`board-${column.status}`} className="board__heading">
                {labelIn(statusLabel(column.status), language)}{' '}
                <span className="board__count">{words.leads(column.count)}</span>
                {column.closing && (
                  <span className="board__window"> · {words.closedLately(closedWithinDays)}</span>
                )}
              </h2>
              {column.cards.length === 0 ? (
                <p className="board__empty">{words.emptyColumn}</p>
              ) : (
                <ol className="board__cards">
                  {column.cards.map((each) => card(each, column.status))}
                </ol>
              )}
              {column.count > column.cards.length && (
                <a className="board__more" href={listHref(column.status)}>
                  {words.more(column.count - column.cards.length)}
                </a>
              )}
            </section>
          ))}
        </div>
      </BoardDrag>
    </AdminScreen>
  )
}
