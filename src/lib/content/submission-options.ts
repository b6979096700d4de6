/** The choices the public forms offer; stored values and the labels visitors see. */

export const serviceInterestOptions = [
  { value: 'vas', label: 'Value-Added Services (VAS)' },
  { value: 'fintech', label: 'Fintech Solutions' },
  { value: 'marketplace', label: 'Marketplace Applications' },
  { value: 'enterprise', label: 'Enterprise Solutions' },
  { value: 'ai', label: 'AI-Based Solutions' },
  { value: '5g-infotainment', label: '5G Infotainment Solutions' },
] as const

export const quoteServiceTypeOptions = [
  ...serviceInterestOptions,
  { value: 'custom', label: 'Custom Solution' },
] as const

export const quoteTimelineOptions = [
  { value: 'immediate', label: 'Immediate (Within 1 month)' },
  { value: 'short', label: 'Short-term (1-3 months)' },
  { value: 'medium', label: 'Medium-term (3-6 months)' },
  { value: 'long', label: 'Long-term (6+ months)' },
] as const

export const quoteBudgetOptions = [
  { value: '10k-50k', label: '$10,000-$50,000' },
  { value: '50k-100k', label: '$50,000-$100,000' },
  { value: '100k-500k', label: '$100,000-$500,000' },
  { value: '500k+', label: '$500,000+' },
  { value: 'discuss', label: 'Prefer to discuss' },
] as const

export const partnershipTypeOptions = [
  { value: 'strategic', label: 'Strategic Partnership' },
  { value: 'channel', label: 'Channel Partnership' },
  { value: 'technology', label: 'Technology Partnership' },
  { value: 'regional', label: 'Regional Partnership' },
] as const

export const experienceOptions = [
  { value: '0-2', label: '0-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '10+', label: '10+ years' },
] as const

export const availabilityOptions = [
  { value: 'immediate', label: 'Immediately' },
  { value: '2-weeks', label: 'In 2 weeks' },
  { value: '1-month', label: 'In 1 month' },
  { value: '2-months', label: 'In 2 months' },
] as const

/**
 * The currencies a posting's salary and a candidate's expectation are given in: the markets'
 * and the partners', by ISO code, which reads the same in both languages.
 */
export const salaryCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'GHS',
  'NGN',
  'XOF',
  'XAF',
  'KES',
  'UGX',
  'TZS',
  'RWF',
  'CDF',
  'ETB',
  'ZAR',
  'MAD',
  'EGP',
  'INR',
] as const

export type SalaryCurrency = (typeof salaryCurrencies)[number]

export const salaryCurrencyOptions = salaryCurrencies.map((code) => ({ value: code, label: code }))

export const salaryPeriodOptions = [
  { value: 'year', label: 'per year' },
  { value: 'month', label: 'per month' },
] as const

export const employmentTypeOptions = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'internship', label: 'Internship' },
] as const

export function toSelectOptions(options: readonly { value: string; label: string }[]) {
  return options.map(({ value, label }) => ({ value, label }))
}
