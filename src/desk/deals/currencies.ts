/** What a deal is valued in: US dollars by default, and the currencies operators quote in. */
export const dealCurrencies = ['USD', 'NGN', 'GHS', 'KES', 'ZAR', 'XOF', 'XAF', 'EUR'] as const
export type DealCurrency = (typeof dealCurrencies)[number]

export const defaultDealCurrency: DealCurrency = 'USD'

export const isDealCurrency = (value: unknown): value is DealCurrency =>
  (dealCurrencies as readonly unknown[]).includes(value)

/** How many units of each currency one US dollar buys, as admins keep them (USD is always 1). */
export type Rates = Partial<Record<DealCurrency, number>>

/**
 * An amount in another currency, through the dollar; null when either currency has no rate, so a
 * total never silently counts a value at a made-up rate.
 */
export function convert(
  amount: number,
  from: DealCurrency,
  to: DealCurrency,
  rates: Rates,
): number | null {
  const perUsd = (currency: DealCurrency) => (currency === 'USD' ? 1 : rates[currency])
  const fromRate = perUsd(from)
  const toRate = perUsd(to)
  if (!fromRate || !toRate) return null
  return (amount / fromRate) * toRate
}

/** An amount as people read money: "USD 50,000" / "50 000 USD", no decimals past what counts. */
export const formatMoney = (amount: number, currency: DealCurrency, language: 'en' | 'fr') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: Number.isInteger(amount) || amount >= 1000 ? 0 : 2,
  }).format(amount)
