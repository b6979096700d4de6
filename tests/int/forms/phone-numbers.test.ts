import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { africanCountryCodes, dialCodeOf } from '@/lib/content/african-countries'
import { formMessages } from '@/submissions/form/messages'
import { formMessagesFr } from '@/submissions/form/messages.fr'
import { schema as jobApplicationSchema } from '@/submissions/job-application/schema'
import { schema as quoteSchema } from '@/submissions/quote/schema'

import { testPayload } from '../../helpers/payload'
import { validJobApplication, validPartnership, validQuote } from '../../helpers/form-values'
import { newMarker, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const impossible = formMessages.rules.impossiblePhone

/**
 * A mobile number of each country the quote form offers, as dialled at home (with the trunk 0
 * where the country has one), the same in E.164, and a number of a length the country never has.
 * Typed after the dialling code the form puts in, the trunk 0 is a common slip, read right too.
 */
const numbers: [country: string, national: string, e164: string, impossible: string][] = [
  ['DZ', '0551 23 45 67', '+213551234567', '0551 23 45 67 0'],
  ['AO', '923 123 456', '+244923123456', '923 123 45'],
  ['BJ', '01 95 12 34 56', '+2290195123456', '01 95 12 34 5'],
  ['BW', '71 123 456', '+26771123456', '71 123 456 0'],
  ['BF', '70 12 34 56', '+22670123456', '70 12 34 5'],
  ['BI', '79 56 12 34', '+25779561234', '79 56 12 3'],
  ['CV', '991 12 34', '+2389911234', '991 12 3'],
  ['CM', '6 71 23 45 67', '+237671234567', '6 71 23 45 67 0'],
  ['CF', '70 01 23 45', '+23670012345', '70 01 23 4'],
  ['TD', '63 01 23 45', '+23563012345', '63 01 23 4'],
  ['KM', '321 23 45', '+2693212345', '321 23 4'],
  ['CG', '06 123 4567', '+242061234567', '06 123 456'],
  ['CD', '0991 234 567', '+243991234567', '0991 234 567 00'],
  ['CI', '01 23 45 6789', '+2250123456789', '01 23 45 678'],
  ['DJ', '77 83 10 01', '+25377831001', '77 83 10 0'],
  ['EG', '010 01234567', '+201001234567', '010 01234567 0'],
  ['GQ', '222 123 456', '+240222123456', '222 123 45'],
  ['ER', '07 123 456', '+2917123456', '07 123 456 0'],
  ['SZ', '7612 3456', '+26876123456', '7612 345'],
  ['ET', '091 123 4567', '+251911234567', '091 123 4567 0'],
  ['GA', '06 03 12 34', '+24106031234', '06 03 12 34 00'],
  ['GM', '301 2345', '+2203012345', '301 234'],
  ['GH', '023 123 4567', '+233231234567', '023 123 4567 0'],
  ['GN', '601 12 34 56', '+224601123456', '601 12 34 56 0'],
  ['GW', '955 012 345', '+245955012345', '955 012 34'],
  ['KE', '0712 123456', '+254712123456', '0712 123456 00'],
  ['LS', '5012 3456', '+26650123456', '5012 345'],
  ['LR', '077 012 3456', '+231770123456', '077 012 3456 0'],
  ['LY', '091-2345678', '+218912345678', '091-2345678 0'],
  ['MG', '032 12 345 67', '+261321234567', '032 12 345 67 0'],
  ['MW', '0991 23 45 67', '+265991234567', '0991 23 45 67 0'],
  ['ML', '65 01 23 45', '+22365012345', '65 01 23 4'],
  ['MR', '22 12 34 56', '+22222123456', '22 12 34 5'],
  ['MU', '5251 2345', '+23052512345', '5251 2345 0'],
  ['MA', '06 50 12 34 56', '+212650123456', '06 50 12 34 56 0'],
  ['MZ', '82 123 4567', '+258821234567', '82 123 4567 0'],
  ['NA', '081 123 4567', '+264811234567', '081 123 4567 0'],
  ['NE', '93 12 34 56', '+22793123456', '93 12 34 5'],
  ['NG', '0802 123 4567', '+2348021234567', '0802 123 4567 00000'],
  ['RW', '0720 123 456', '+250720123456', '0720 123 456 0'],
  ['ST', '981 2345', '+2399812345', '981 234'],
  ['SN', '70 123 45 67', '+221701234567', '70 123 45 6'],
  ['SC', '2 510 123', '+2482510123', '2 510 12'],
  ['SL', '(025) 123456', '+23225123456', '(025) 123456 0'],
  ['SO', '7 1123456', '+25271123456', '7 1123456 00'],
  ['ZA', '071 123 4567', '+27711234567', '071 123 4567 00'],
  ['SS', '0977 123 456', '+211977123456', '0977 123 456 0'],
  ['SD', '091 123 1234', '+249911231234', '091 123 1234 0'],
  ['TZ', '0621 234 567', '+255621234567', '0621 234 567 0'],
  ['TG', '90 11 23 45', '+22890112345', '90 11 23 4'],
  ['TN', '20 123 456', '+21620123456', '20 123 45'],
  ['UG', '0712 345678', '+256712345678', '0712 345678 0'],
  ['ZM', '095 5123456', '+260955123456', '095 5123456 0'],
  ['ZW', '071 234 5678', '+263712345678', '071 234 5678 00'],
]

const impossibleNumbers = numbers.map(([country, , , number]) => [country, number])

async function storedPhone(form: 'quote' | 'partnership', values: Record<string, unknown>) {
  const response = await submit(payload, form, values)
  expect(response.body).toMatchObject({ ok: true })
  const { docs } =
    form === 'quote'
      ? await payload.find({
          collection: 'quote-requests',
          where: { companyName: { equals: values.companyName } },
          depth: 0,
        })
      : await payload.find({
          collection: 'partnership-applications',
          where: { company: { equals: values.company } },
          depth: 0,
        })
  return docs.map((doc) => doc.phone)
}

const quoteFrom = (country: string, phone: string) => ({
  ...validQuote(newMarker()),
  country,
  phone,
})

async function refusal(
  form: 'quote' | 'partnership',
  values: Record<string, unknown>,
  headers = {},
) {
  const response = await submit(payload, form, values, { headers })
  expect(response.status).toBe(400)
  if (response.body.ok) throw new Error('expected a refusal')
  return response.body.fieldErrors
}

describe('the quote form’s phone number', () => {
  it('has a good and an impossible number for each of the 54 countries of the list', () => {
    expect(numbers.map(([country]) => country)).toEqual(africanCountryCodes)
  })

  it.each(numbers)(
    '%s: "%s", typed after the dialling code the country put in, is stored as %s',
    async (country, national, e164) => {
      const phone = `${dialCodeOf(country)} ${national}`
      expect(await storedPhone('quote', quoteFrom(country, phone))).toEqual([e164])
    },
  )

  it.each(numbers)(
    '%s: "%s", typed as dialled at home, is read with the chosen country as %s',
    (country, national, e164) => {
      const parsed = quoteSchema.parse(quoteFrom(country, national))
      expect(parsed.phone).toBe(e164)
    },
  )

  it.each(impossibleNumbers)(
    '%s: "%s", of a length the country never has, is refused under the field',
    async (country, number) => {
      const marker = newMarker()
      const values = {
        ...quoteFrom(country, `${dialCodeOf(country)} ${number}`),
        companyName: marker,
      }
      expect(await refusal('quote', values)).toEqual({ phone: impossible })
      // Nor is it stored read as a number of the chosen country without its dialling code.
      const typedAtHome = quoteSchema.safeParse(quoteFrom(country, number))
      expect(typedAtHome.error?.issues.map(({ message }) => message)).toEqual([impossible])
      const { totalDocs } = await payload.count({
        collection: 'quote-requests',
        where: { companyName: { equals: marker } },
      })
      expect(totalDocs).toBe(0)
    },
  )

  it('keeps a number in international form of another country than the chosen one', async () => {
    expect(await storedPhone('quote', quoteFrom('NG', '+233 20 123 4567'))).toEqual([
      '+233201234567',
    ])
  })

  it('refuses the dialling code alone, as the form puts it in', async () => {
    expect(await refusal('quote', quoteFrom('NG', '+234 '))).toEqual({ phone: impossible })
  })

  it('says an impossible number beside the other fields’ refusals', async () => {
    const values = { ...quoteFrom('GH', '+233 20 123'), companyName: 'A' }
    expect(await refusal('quote', values)).toEqual({
      companyName: 'Company name must be at least 2 characters',
      phone: impossible,
    })
  })

  it('says so in French on a French page', async () => {
    const fieldErrors = await refusal('quote', quoteFrom('CM', '+237 6 71 23'), {
      'content-language': 'fr',
    })
    expect(fieldErrors).toEqual({ phone: formMessagesFr.rules.impossiblePhone })
  })
})

describe('the partnership form’s phone number', () => {
  const partnershipWith = (phone: string, country = 'Ghana') => ({
    ...validPartnership(newMarker()),
    phone,
    country,
  })

  it('is read with the country its typed country names', async () => {
    expect(await storedPhone('partnership', partnershipWith('020 123 4567', 'ghana'))).toEqual([
      '+233201234567',
    ])
    expect(await refusal('partnership', partnershipWith('020 123 4567 0'))).toEqual({
      phone: impossible,
    })
  })

  it('is stored in E.164 when typed in international form, whatever the country', async () => {
    expect(await storedPhone('partnership', partnershipWith('+234 (803) 123-4567'))).toEqual([
      '+2348031234567',
    ])
  })

  it('is stored as typed when the country or region names no one country', async () => {
    const fill = partnershipWith('020 123 4567', 'West and Central Africa')
    expect(await storedPhone('partnership', fill)).toEqual(['020 123 4567'])
  })

  it.each([
    ['of a length its country never has', '+233 20 123'],
    ['with a dialling code no country has', '+999 123 456 789'],
  ])('is refused under the field when in international form %s', async (_, phone) => {
    const fill = partnershipWith(phone, 'West and Central Africa')
    expect(await refusal('partnership', fill)).toEqual({ phone: impossible })
  })
})

describe('the job application’s phone number, on a form without a country', () => {
  const applying = (phone: string) =>
    jobApplicationSchema.safeParse({
      ...validJobApplication('Grace'),
      resume: { name: 'cv.pdf', size: 1024 },
      phone,
    })

  it('is stored in E.164 when typed in international form, as typed otherwise', () => {
    expect(applying('+254 712 345 678').data?.phone).toBe('+254712345678')
    expect(applying('0712 345 678').data?.phone).toBe('0712 345 678')
  })

  it('is refused under the field when in international form and impossible', () => {
    expect(applying('+254 712 345').error?.issues.map(({ message }) => message)).toEqual([
      impossible,
    ])
  })
})
