import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { schema as contactSchema } from '@/submissions/contact/schema'
import { schema as jobApplicationSchema } from '@/submissions/job-application/schema'
import { schema as partnershipSchema } from '@/submissions/partnership/schema'
import { schema as quoteSchema } from '@/submissions/quote/schema'

import {
  validContact,
  validJobApplication,
  validPartnership,
  validQuote,
} from '../../helpers/form-values'

const messageFor = (schema: z.ZodType, values: object, field: string) => {
  const result = schema.safeParse(values)
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

const impossiblePhone =
  'This phone number cannot exist: please check the country code and the number of digits'

const pdf = { name: 'cv.pdf', size: 1024 }
const validApplication = () => ({ ...validJobApplication('Grace'), resume: pdf })

/** [field, value breaking the rule, exact message] per schema; each row is one rule. */
const rules: [string, z.ZodType, () => object, [string, unknown, string][]][] = [
  [
    'quote',
    quoteSchema,
    () => validQuote('Acme'),
    [
      ['companyName', ' A ', 'Company name must be at least 2 characters'],
      ['contactName', 'B', 'Contact name must be at least 2 characters'],
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['country', '', 'Please select your country'],
      ['country', 'Atlantis', 'Please select your country'],
      // Stored as its code: the English name the form once sent is refused.
      ['country', 'Nigeria', 'Please select your country'],
      ['country', 'ng', 'Please select your country'],
      ['phone', '', 'Please enter a valid phone number'],
      ['phone', '+234 80x 123 4567', 'Please enter a valid phone number'],
      ['phone', '+234 ', impossiblePhone],
      ['phone', '0801 234', impossiblePhone],
      ['serviceType', '', 'Please select a service type'],
      ['projectDescription', 'Too short', 'Please provide a detailed project description'],
      ['timeline', '', 'Please select your timeline'],
      ['budget', '', 'Please select your budget range'],
      ['terms', false, 'You must agree to the terms.'],
      ['companyName', 'x'.repeat(201), 'Please use at most 200 characters'],
    ],
  ],
  [
    'partnership',
    partnershipSchema,
    () => validPartnership('Acme'),
    [
      ['company', 'A', 'Company name must be at least 2 characters'],
      ['contact', '', 'Contact name must be at least 2 characters'],
      ['email', 'a@b', 'Please enter a valid email address'],
      ['phone', '', 'Please enter a valid phone number'],
      // Read as a number of Ghana, the country the fill names.
      ['phone', '123', impossiblePhone],
      ['phone', '+233 20 123', impossiblePhone],
      ['country', 'G', 'Please enter your country/region'],
      ['partnershipType', 'friendship', 'Please select a partnership type'],
      ['description', 'Small', 'Please provide a company description'],
      ['proposal', 'Resell', 'Please provide a partnership proposal'],
      ['terms', false, 'You must agree to the terms.'],
    ],
  ],
  [
    'contact',
    contactSchema,
    () => validContact('Ada'),
    [
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['lastName', '  ', 'Last name must be at least 2 characters'],
      ['email', '', 'Please enter a valid email address'],
      ['serviceInterest', 'telepathy', 'Please select a service'],
      ['message', 'Hi', 'Please tell us about your project'],
      ['privacy', false, 'You must agree to the privacy policy.'],
      ['submissionKey', 'abc', 'This form has expired. Please reload the page and try again.'],
    ],
  ],
  [
    'job application',
    jobApplicationSchema,
    validApplication,
    [
      ['firstName', 'G', 'First name must be at least 2 characters'],
      ['lastName', '', 'Last name must be at least 2 characters'],
      ['email', 'grace', 'Please enter a valid email address'],
      ['phone', '0712', 'Please enter a valid phone number'],
      ['phone', '+254 712 345', impossiblePhone],
      ['location', '', 'Please enter your current location'],
      [
        'linkedin',
        'linkedin/grace',
        'Please enter a valid URL, e.g. https://www.linkedin.com/in/your-name',
      ],
      [
        'linkedin',
        'javascript:alert(1)',
        'Please enter a valid URL, e.g. https://www.linkedin.com/in/your-name',
      ],
      ['position', '', 'Please select the position you are applying for'],
      ['salary', '45k', 'Please enter an amount, e.g. 45,000'],
      ['salary', '45,000.50', 'Please enter an amount, e.g. 45,000'],
      ['salaryCurrency', 'DOGE', 'Please choose a currency'],
      ['salaryPeriod', 'week', 'Please choose per year or per month'],
      ['experience', '', 'Please select your years of experience'],
      ['availability', 'never', 'Please select your availability'],
      ['summary', 'Engineer', 'Please provide a short professional summary'],
      ['skills', 'x', 'Please list your key skills'],
      ['motivation', 'Money', 'Please tell us why you want to join us'],
      ['resume', undefined, 'Please attach your resume'],
      [
        'resume',
        { name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 },
        'Resume must be a PDF, DOC or DOCX file of at most 5 MB',
      ],
      [
        'resume',
        { name: 'cv.pdf', size: 0 },
        'Resume must be a PDF, DOC or DOCX file of at most 5 MB',
      ],
      [
        'coverLetter',
        { name: 'letter.pdf', size: 6 * 1024 * 1024 },
        'Cover letter must be a PDF, DOC or DOCX file of at most 5 MB',
      ],
      ['terms', false, 'You must agree to the terms.'],
    ],
  ],
]

describe.each(rules)('the %s schema', (_, schema, valid, cases) => {
  it('accepts a valid fill', () => {
    expect(schema.safeParse(valid()).success).toBe(true)
  })

  it.each(cases)('answers %s = %j with "%s"', (field, value, message) => {
    expect(messageFor(schema, { ...valid(), [field]: value }, field)).toBe(message)
  })
})

describe('what the schemas store', () => {
  it('trims text and drops what no form field holds', () => {
    const parsed = quoteSchema.parse({
      ...validQuote('  Acme  '),
      email: ' ada@example.com ',
      status: 'closed',
    })
    expect(parsed.companyName).toBe('Acme')
    expect(parsed.email).toBe('ada@example.com')
    expect(parsed).not.toHaveProperty('status')
  })

  it('stores empty optional answers as nothing and the salary as a number', () => {
    const parsed = jobApplicationSchema.parse({
      ...validApplication(),
      linkedin: '',
      salary: '45,000',
      additionalInfo: '  ',
    })
    expect(parsed).toMatchObject({ linkedin: undefined, salary: 45000, additionalInfo: undefined })
    const contact = contactSchema.parse({ ...validContact('Ada'), serviceInterest: '' })
    expect(contact.serviceInterest).toBeUndefined()
  })

  it('takes a salary as candidates type it, in the currency and period chosen', () => {
    const salaryOf = (salary: string, salaryCurrency = 'GHS', salaryPeriod = 'month') =>
      jobApplicationSchema.safeParse({
        ...validApplication(),
        salary,
        salaryCurrency,
        salaryPeriod,
      })
    for (const typed of ['GHS 28,000', '28,000 GHS', 'GH₵28,000', '28 000', '28.000', '28000']) {
      const parsed = salaryOf(typed)
      expect(parsed.success, typed).toBe(true)
      expect(parsed.data, typed).toMatchObject({
        salary: 28000,
        salaryCurrency: 'GHS',
        salaryPeriod: 'month',
      })
    }
    // No currency chosen (no posting): US dollars a year.
    expect(salaryOf('45,000', '', '').data).toMatchObject({
      salary: 45000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
    })
    // Typed in another currency than the one chosen: refused, saying so, never stored as USD.
    const other = salaryOf('GHS 28,000', 'USD')
    expect(other.success).toBe(false)
    expect(other.error?.issues).toEqual([
      expect.objectContaining({
        path: ['salary'],
        message:
          'This amount is in another currency than the one chosen: choose its currency below, or leave the code out',
      }),
    ])
  })
})
