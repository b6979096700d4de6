import { labelIn, type AdminLanguage } from '@/lib/admin/language/words'

import { statusLabel } from '../status/workflow'
import { dealCurrencies, formatMoney } from './currencies'
import type { Pipeline } from './pipeline'
import './pipeline.scss'

const words = {
  en: {
    all: 'Pipeline',
    own: 'Your pipeline',
    intro: 'Open leads with a value, by status, in the currency you choose.',
    currency: 'Currency',
    show: 'Show',
    stage: 'Status',
    deals: 'Leads',
    total: 'Value',
    probability: 'Probability',
    weighted: 'Weighted',
    sum: 'Total',
    empty: 'No open lead has a value yet: give one on its page, under Deal value.',
    withoutRate: (currencies: string) =>
      `Some values are left out: no exchange rate is set for ${currencies} (Site settings → Deals).`,
    thisMonth: 'This month',
    won: 'Won',
    lost: 'Lost',
    closed: (deals: number) => (deals === 1 ? '1 deal' : `${deals} deals`),
  },
  fr: {
    all: 'Pipeline',
    own: 'Votre pipeline',
    intro: 'Les demandes ouvertes qui ont une valeur, par statut, dans la devise de votre choix.',
    currency: 'Devise',
    show: 'Afficher',
    stage: 'Statut',
    deals: 'Demandes',
    total: 'Valeur',
    probability: 'Probabilité',
    weighted: 'Pondérée',
    sum: 'Total',
    empty:
      'Aucune demande ouverte n’a encore de valeur : indiquez-la sur sa page, sous Valeur de l’affaire.',
    withoutRate: (currencies: string) =>
      `Certaines valeurs ne sont pas comptées : aucun taux de change n’est défini pour ${currencies} (Paramètres du site → Affaires).`,
    thisMonth: 'Ce mois-ci',
    won: 'Gagnées',
    lost: 'Perdues',
    closed: (deals: number) => (deals <= 1 ? `${deals} affaire` : `${deals} affaires`),
  },
}

/**
 * The Overview's pipeline: open leads' values by status, unweighted and weighted by each status's
 * probability, and the deals won and lost this month, in the currency the viewer picks (a GET
 * form, so it works without scripts).
 */
export function PipelinePanel({
  pipeline,
  language,
}: {
  pipeline: Pipeline
  language: AdminLanguage
}) {
  const said = words[language]
  const money = (amount: number) => formatMoney(amount, pipeline.currency, language)
  const percent = (fraction: number) =>
    new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'percent' }).format(
      fraction,
    )
  const hasDeals = pipeline.stages.some((stage) => stage.deals > 0)
  return (
    <section className="panel desk pipeline" aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className="panel__title">
        {pipeline.scope === 'all' ? said.all : said.own}
      </h2>
      <p className="pipeline__intro">{said.intro}</p>
      <form method="get" className="pipeline__currency">
        <label>
          {said.currency}{' '}
          <select name="currency" defaultValue={pipeline.currency}>
            {dealCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {said.show}
        </button>
      </form>
      {pipeline.withoutRate.length > 0 && (
        <p className="pipeline__warning" role="note">
          {said.withoutRate(pipeline.withoutRate.join(', '))}
        </p>
      )}
      {hasDeals ? (
        <table className="pipeline__table">
          <thead>
            <tr>
              <th scope="col">{said.stage}</th>
              <th scope="col">{said.deals}</th>
              <th scope="col">{said.total}</th>
              <th scope="col">{said.probability}</th>
              <th scope="col">{said.weighted}</th>
            </tr>
          </thead>
          <tbody>
            {pipeline.stages.map((stage) => (
              <tr key={stage.status} data-status={stage.status}>
                <th scope="row">{labelIn(statusLabel(stage.status), language)}</th>
                <td>{stage.deals}</td>
                <td>{money(stage.total)}</td>
                <td>{percent(stage.probability)}</td>
                <td>{money(stage.weighted)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{said.sum}</th>
              <td>{pipeline.stages.reduce((sum, stage) => sum + stage.deals, 0)}</td>
              <td data-testid="pipeline-total">{money(pipeline.total)}</td>
              <td />
              <td data-testid="pipeline-weighted">{money(pipeline.weighted)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="overview__empty">{said.empty}</p>
      )}
      <h3 className="pipeline__subtitle">{said.thisMonth}</h3>
      <dl className="pipeline__closed">
        {(['won', 'lost'] as const).map((outcome) => (
          <div key={outcome} data-outcome={outcome}>
            <dt>{said[outcome]}</dt>
            <dd>
              {said.closed(pipeline.closedThisMonth[outcome].deals)} ·{' '}
              {money(pipeline.closedThisMonth[outcome].total)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
