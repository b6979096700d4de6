import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { AdminScreen } from '@/lib/admin/AdminScreen'
import { adminLanguageOf, labelIn, type AdminLanguage } from '@/lib/admin/language/words'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { myWorkPath } from '@/lib/admin/navigation'
import { countryName } from '@/lib/content/country-names'

import { openStatuses, typesOfDesk } from '../queues'
import { statusLabel } from '../status/workflow'
import { formatDue } from '../tasks/zone'
import { WorkFilterForm } from './FilterFields'
import { organizationNames } from './organizations'
import { readWorkFilters, workFiltersQuery, type WorkFilters } from './filters'
import { readWork, type WorkItem } from './items'
import { chosenPeople, visibleColleagues, type Colleague } from './people'
import { allColumns, isOptionalColumn, optionalColumns, type OptionalColumn } from './saved-views'
import { deletedParam, notSavedParam, savedParam } from './save-view'
import { myWorkWords, type MyWorkWords } from './words'
import './my-work.scss'

const pageSize = 50

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)

type SavedView = { id: number; name: string; shared: boolean; mine: boolean; href: string }

async function savedViewsOf(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'saved-views',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs
}

function itemHref(admin: string, item: WorkItem) {
  return `${admin}/collections/${item.collection}/${item.id}`
}

function NextCell({
  item,
  words,
  zone,
  language,
}: {
  item: WorkItem
  words: MyWorkWords
  zone: string
  language: AdminLanguage
}) {
  const what =
    item.collection === 'tasks'
      ? words.task
      : item.next === 'firstAnswer'
        ? words.firstAnswer
        : item.next === 'nextStep'
          ? words.nextStep
          : item.next === 'noNextStep'
            ? words.noNextStep
            : words.nothingDue
  return (
    <>
      <td
        data-label={words.next}
        className={item.next === 'noNextStep' ? 'my-work__no-next' : undefined}
      >
        {what}
      </td>
      <td data-label={words.when}>
        {item.due ? (
          <>
            <time dateTime={item.due}>{formatDue(item.due, zone, language)}</time>
            {item.overdue && <span className="my-work__overdue"> {words.overdueMark}</span>}
          </>
        ) : (
          words.nothingDue
        )}
      </td>
    </>
  )
}

/**
 * /admin/my-work: everything the signed-in person owns on the desk, across the types they work,
 * soonest due first, with filters, saved views and (for admins and team leads) their team's work.
 * Plain GET and POST forms drive it, so it works before the admin's scripts arrive.
 */
export async function MyWorkView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLanguageOf(req.i18n)
  const words = myWorkWords(language)
  const admin = req.payload.config.routes.admin
  const asked = props.searchParams ?? {}
  const types = typesOfDesk(req.user)
  const [visible, views, organizations, zone] = await Promise.all([
    visibleColleagues(req),
    savedViewsOf(req),
    organizationNames(req),
    readerTimeZoneOfThisRender(req.payload),
  ])
  const view = views.find((each) => String(each.id) === one(asked.view))
  const filters: WorkFilters = readWorkFilters(asked, types)
  const { people, person } = chosenPeople(one(asked.person), visible)
  const personRefused =
    one(asked.person) !== undefined && String(person) !== String(one(asked.person))
  const columns: OptionalColumn[] =
    view?.columns && view.columns.length > 0 ? view.columns.filter(isOptionalColumn) : allColumns
  const page = Math.max(1, Math.min(10_000, Number(one(asked.page)) || 1))
  const now = new Date()
  const work = await readWork(req.payload, {
    people,
    types,
    filters,
    now,
    zone,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })
  const names = new Map<number, string>(visible.map((each: Colleague) => [each.id, each.name]))
  const organizationName = new Map(organizations.map(({ id, name }) => [id, name]))
  const query = workFiltersQuery(filters)
  if (person !== visible[0]?.id) query.set('person', String(person))
  if (view) query.set('view', String(view.id))
  const typeLabel = (slug: string) =>
    slug === 'organizations'
      ? words.organizationTasks
      : labelIn(types.find((type) => type.slug === slug)?.labels.plural ?? slug, language)
  const typeHref = (type: string | null) => {
    const next = new URLSearchParams(query)
    if (type) next.set('type', type)
    else next.delete('type')
    next.delete('status')
    return `?${next}`
  }
  const statusChoices =
    filters.type && filters.type !== 'organizations'
      ? openStatuses(types.find((type) => type.slug === filters.type)!)
      : [...new Set(types.flatMap((type) => openStatuses(type)))]
  const heading =
    person === 'team'
      ? words.teamWork
      : person === visible[0]?.id
        ? words.myWork
        : words.workOf(names.get(person) ?? '')
  const savedViews: SavedView[] = views.map((each) => ({
    id: each.id,
    name: each.name,
    shared: each.shared === true,
    mine: (typeof each.owner === 'object' ? each.owner?.id : each.owner) === req.user?.id,
    href: `?${new URLSearchParams(each.filters ?? '')}&view=${each.id}`,
  }))
  const allCount = work.perType.reduce((sum, { count }) => sum + count, 0)
  const lastPage = Math.max(1, Math.ceil(work.total / pageSize))
  const pageHref = (to: number) => {
    const next = new URLSearchParams(query)
    next.set('page', String(to))
    return `?${next}`
  }
  const shows = (column: OptionalColumn) => columns.includes(column)
  return (
    <AdminScreen {...props} title={words.myWork} className="my-work">
      <h1 className="my-work__title">{heading}</h1>
      <p className="my-work__intro">{words.intro}</p>
      {one(asked[savedParam]) && (
        <p className="my-work__notice" role="status">
          {words.saved}
        </p>
      )}
      {one(asked[deletedParam]) && (
        <p className="my-work__notice" role="status">
          {words.deleted}
        </p>
      )}
      {one(asked[notSavedParam]) && (
        <p className="my-work__error" role="alert">
          {words.notSaved}
        </p>
      )}
      {personRefused && (
        <p className="my-work__error" role="alert">
          {words.refusedPerson}
        </p>
      )}

      <nav className="my-work__types" aria-label={words.type}>
        <a href={typeHref(null)} aria-current={filters.type === null ? 'true' : undefined}>
          {words.all} <span className="my-work__count">{allCount}</span>
        </a>
        {work.perType.map(({ type, count }) => (
          <a
            key={type}
            href={typeHref(type)}
            aria-current={filters.type === type ? 'true' : undefined}
          >
            {typeLabel(type)} <span className="my-work__count">{count}</span>
          </a>
        ))}
      </nav>

      <WorkFilterForm
        words={words}
        language={language}
        visible={visible}
        person={person}
        filters={filters}
        organizations={organizations}
        clearHref={`${admin}${myWorkPath}`}
      >
        <label>
          {words.type}
          <select name="type" defaultValue={filters.type ?? ''}>
            <option value="">{words.anyType}</option>
            {types.map((type) => (
              <option key={type.slug} value={type.slug}>
                {typeLabel(type.slug)}
              </option>
            ))}
            <option value="organizations">{words.organizationTasks}</option>
          </select>
        </label>
        <label>
          {words.status}
          <select name="status" defaultValue={filters.status ?? ''}>
            <option value="">{words.anyStatus}</option>
            {statusChoices.map((status) => (
              <option key={status} value={status}>
                {labelIn(statusLabel(status), language)}
              </option>
            ))}
          </select>
        </label>
        {view && <input type="hidden" name="view" value={String(view.id)} />}
      </WorkFilterForm>

      <p className="my-work__total" aria-live="polite">
        {words.items(work.total)}
      </p>
      {work.items.length === 0 ? (
        <p className="my-work__empty">{words.empty}</p>
      ) : (
        <div className="my-work__table-wrap">
          <table className="my-work__table">
            <thead>
              <tr>
                <th scope="col">{words.reference}</th>
                <th scope="col">{words.title}</th>
                {shows('type') && <th scope="col">{words.type}</th>}
                {shows('status') && <th scope="col">{words.status}</th>}
                {shows('owner') && <th scope="col">{words.owner}</th>}
                {shows('organization') && <th scope="col">{words.organization}</th>}
                {shows('country') && <th scope="col">{words.country}</th>}
                <th scope="col">{words.next}</th>
                <th scope="col">{words.when}</th>
                {shows('received') && <th scope="col">{words.received}</th>}
              </tr>
            </thead>
            <tbody>
              {work.items.map((item) => (
                <tr
                  key={`${item.collection}-${item.id}`}
                  className={item.overdue ? 'my-work__row--overdue' : undefined}
                >
                  <td className="my-work__reference">
                    <a href={itemHref(admin, item)}>{item.reference}</a>
                  </td>
                  <td className="my-work__title">{item.title}</td>
                  {shows('type') && (
                    <td data-label={words.type}>
                      {item.collection === 'tasks' ? words.task : typeLabel(item.collection)}
                    </td>
                  )}
                  {shows('status') && (
                    <td data-label={words.status}>
                      {item.collection === 'tasks'
                        ? words.nothingDue
                        : labelIn(statusLabel(item.status), language)}
                    </td>
                  )}
                  {shows('owner') && (
                    <td data-label={words.owner}>
                      {item.owner === null
                        ? words.nothingDue
                        : (names.get(item.owner) ?? `#${item.owner}`)}
                    </td>
                  )}
                  {shows('organization') && (
                    <td data-label={words.organization}>
                      {item.organization === null
                        ? words.nothingDue
                        : (organizationName.get(item.organization) ?? `#${item.organization}`)}
                    </td>
                  )}
                  {shows('country') && (
                    <td data-label={words.country}>
                      {item.country ? countryName(item.country, language) : words.nothingDue}
                    </td>
                  )}
                  <NextCell item={item} words={words} zone={zone} language={language} />
                  {shows('received') && (
                    <td data-label={words.received}>
                      <time dateTime={item.receivedAt}>
                        {formatDue(item.receivedAt, zone, language)}
                      </time>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lastPage > 1 && (
        <nav className="my-work__paging" aria-label={words.items(work.total)}>
          {page > 1 && (
            <a href={pageHref(page - 1)} rel="prev">
              {words.previous}
            </a>
          )}
          <span>
            {(page - 1) * pageSize + 1}–{Math.min(work.total, page * pageSize)} / {work.total}
          </span>
          {page < lastPage && (
            <a href={pageHref(page + 1)} rel="next">
              {words.nextPage}
            </a>
          )}
        </nav>
      )}

      <section className="my-work__views" aria-labelledby="my-work-views">
        <h2 id="my-work-views">{words.savedViews}</h2>
        {savedViews.length === 0 ? (
          <p>{words.noSavedViews}</p>
        ) : (
          <ul>
            {savedViews.map((each) => (
              <li key={each.id}>
                <a href={each.href} aria-current={view?.id === each.id ? 'true' : undefined}>
                  {each.name}
                </a>
                {each.shared && <span className="my-work__shared"> ({words.shared})</span>}
                {each.mine && (
                  <form
                    method="post"
                    action={`/api/saved-views/${each.id}/delete`}
                    className="my-work__inline"
                  >
                    <button type="submit" className="my-work__link-button">
                      {words.deleteView}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/api/saved-views/save" className="my-work__save">
          <h3>{words.saveTitle}</h3>
          <input type="hidden" name="filters" value={workFiltersQuery(filters).toString()} />
          <label>
            {words.viewName}
            <input name="name" required maxLength={80} />
          </label>
          <fieldset>
            <legend>{words.columns}</legend>
            {optionalColumns.map(({ value }) => (
              <label key={value}>
                <input type="checkbox" name="columns" value={value} defaultChecked={shows(value)} />
                {words[value === 'received' ? 'received' : value]}
              </label>
            ))}
          </fieldset>
          <label>
            <input type="checkbox" name="shared" />
            {words.shareWithTeam}
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {words.save}
          </button>
        </form>
      </section>
    </AdminScreen>
  )
}
