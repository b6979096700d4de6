import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { pdf } from '../helpers/documents'
import { openJobPosting, validJobApplication } from '../helpers/form-values'
import { asAdmin } from './routing-rules'

/** The intake steps the recruiting desk adds to a job application, by name (payload.config.ts). */
export const recruitingIntakeSteps = [
  'screening',
  'candidate',
  'reply-clock',
  'Candidate acknowledgement',
]

export type ApplicationRates = {
  resumeBytes: number
  clients: number
  secondsEach: number
  /** Applications acknowledged per second in each phase, and their median. */
  withoutDesk: { perSecond: number[]; median: number }
  withDesk: { perSecond: number[]; median: number }
  /** The median with the recruiting desk over the median without it. */
  ratio: number
  storedExactlyOnce: boolean
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** An open posting asking two screening questions, one of them a knockout. */
async function addPosting(baseUrl: string, token: string) {
  const title = `Bench USSD Engineer ${randomUUID().slice(0, 6)}`
  await asAdmin(baseUrl, token, 'POST', '/api/job-postings', {
    ...openJobPosting(title),
    screeningQuestions: [
      {
        textEn: 'Are you allowed to work in Nigeria?',
        textFr: 'Êtes-vous autorisé à travailler au Nigeria ?',
        kind: 'yesNo',
        required: true,
        knockoutAnswer: 'no',
      },
      {
        textEn: 'Years of Node.js',
        textFr: 'Années de Node.js',
        kind: 'number',
        required: true,
        minimum: 2,
      },
    ],
  })
  const { docs } = (await (
    await fetch(
      `${baseUrl}/api/job-postings?where[title][equals]=${encodeURIComponent(title)}&depth=0`,
      { headers: { authorization: `JWT ${token}` } },
    )
  ).json()) as { docs: { screeningQuestions: { id: string }[] }[] }
  const [work, years] = docs[0]!.screeningQuestions
  return { title, answers: { [`question-${work!.id}`]: 'yes', [`question-${years!.id}`]: '4' } }
}

/**
 * `clients` candidates at a time apply with a résumé of `resumeBytes` for `seconds`; the keys of
 * the acknowledged ones are added to `acknowledged`. Applications per second.
 */
async function applyFor(
  baseUrl: string,
  fields: Record<string, string>,
  resume: Buffer,
  { clients, seconds }: { clients: number; seconds: number },
  acknowledged: string[],
) {
  const deadline = Date.now() + seconds * 1000
  let count = 0
  const client = async (index: number) => {
    while (Date.now() < deadline) {
      const values = {
        ...validJobApplication(`Bench${index}`),
        ...fields,
        // Each a different person: one address or phone shared would queue them on one candidate.
        email: `bench.candidate.${randomUUID().slice(0, 8)}@example.com`,
        phone: `+254 7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      }
      const form = new FormData()
      form.set('values', JSON.stringify(values))
      form.set('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf')
      const response = await fetch(`${baseUrl}/api/forms/job-application`, {
        method: 'POST',
        body: form,
      })
      const body = await response.text()
      if (response.status !== 201) throw new Error(`job application: ${response.status} ${body}`)
      acknowledged.push(values.submissionKey)
      count++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)))
  return Math.round((count / ((performance.now() - started) / 1000)) * 10) / 10
}

/**
 * Job applications with a 1 MB résumé, sent to two servers of one build and one database: one
 * with the recruiting desk's intake steps (screening answers judged, the candidate matched, the
 * posting's reply clock, the acknowledgement), one without them, as the intake was before the
 * desk. Three phases each way after a warm-up of each, alternating which goes first.
 */
export async function compareApplicationRates(
  withDesk: string,
  withoutDesk: string,
  pool: pg.Pool,
  token: string,
  // Two at a time: the front reads at most two large bodies of one address at once.
  { clients = 2, secondsEach = 10, rounds = 3, resumeBytes = 1024 * 1024 } = {},
): Promise<ApplicationRates> {
  const posting = await addPosting(withDesk, token)
  const fields = { position: posting.title, ...posting.answers }
  const resume = pdf(resumeBytes)
  const acknowledged: string[] = []
  for (const url of [withDesk, withoutDesk]) {
    await applyFor(url, fields, resume, { clients, seconds: 5 }, acknowledged)
  }
  const rates = { withDesk: [] as number[], withoutDesk: [] as number[] }
  for (let round = 0; round < rounds; round++) {
    const order =
      round % 2 === 0
        ? (['withoutDesk', 'withDesk'] as const)
        : (['withDesk', 'withoutDesk'] as const)
    for (const side of order) {
      const url = side === 'withDesk' ? withDesk : withoutDesk
      rates[side].push(
        await applyFor(url, fields, resume, { clients, seconds: secondsEach }, acknowledged),
      )
    }
  }
  const { rows } = await pool.query<{ submission_key: string; copies: string }>(
    `SELECT submission_key, count(*) AS copies FROM career_applications
     WHERE submission_key = ANY($1) GROUP BY submission_key`,
    [acknowledged],
  )
  const withDeskMedian = median(rates.withDesk)
  const withoutDeskMedian = median(rates.withoutDesk)
  return {
    resumeBytes,
    clients,
    secondsEach,
    withoutDesk: { perSecond: rates.withoutDesk, median: withoutDeskMedian },
    withDesk: { perSecond: rates.withDesk, median: withDeskMedian },
    ratio: Math.round((withDeskMedian / withoutDeskMedian) * 100) / 100,
    storedExactlyOnce:
      rows.length === acknowledged.length && rows.every((row) => Number(row.copies) === 1),
  }
}
