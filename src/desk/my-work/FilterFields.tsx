import type { ReactNode } from 'react'

import type { AdminLanguage } from '@/lib/admin/language/words'
import { africanCountryOptionsByName, countryName } from '@/lib/content/country-names'

import type { WorkFilters } from './filters'
import type { Colleague } from './people'
import type { MyWorkWords } from './words'

/**
 * The filter form My work and the board share, a plain GET: the screen's own fields first
 * (`children`), then whose work, due window, organization and country, Apply and Clear.
 */
export function WorkFilterForm({
  words,
  language,
  visible,
  person,
  filters,
  organizations,
  clearHref,
  children,
}: {
  words: MyWorkWords
  language: AdminLanguage
  visible: Colleague[]
  person: 'team' | number
  filters: WorkFilters
  organizations: { id: number; name: string }[]
  clearHref: string
  children?: ReactNode
}) {
  return (
    <form method="get" className="my-work__filters">
      {children}
      {visible.length > 1 && (
        <label>
          {words.person}
          <select name="person" defaultValue={String(person)}>
            <option value={String(visible[0].id)}>{words.mine}</option>
            <option value="team">{words.team}</option>
            {visible.slice(1).map((each) => (
              <option key={each.id} value={String(each.id)}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {words.due}
        <select name="due" defaultValue={filters.due ?? ''}>
          <option value="">{words.anyDue}</option>
          <option value="overdue">{words.overdue}</option>
          <option value="today">{words.today}</option>
          <option value="week">{words.week}</option>
        </select>
      </label>
      <label>
        {words.organization}
        <select name="organization" defaultValue={filters.organization ?? ''}>
          <option value="">{words.anyOrganization}</option>
          {organizations.map(({ id, name }) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {words.country}
        <select name="country" defaultValue={filters.country ?? ''}>
          <option value="">{words.anyCountry}</option>
          {africanCountryOptionsByName.map(({ value }) => (
            <option key={value} value={value}>
              {countryName(value, language)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small">
        {words.apply}
      </button>
      <a href={clearHref}>{words.clear}</a>
    </form>
  )
}
