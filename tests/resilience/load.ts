import { validContact, validQuote } from '../helpers/form-values'
import { publicPages } from '../helpers/public-pages'

/** One request of the load and how it was answered; `status` 0 means no HTTP answer at all. */
export type Outcome = {
  kind: 'page' | 'submission'
  target: string
  sentAt: number
  answeredAt: number
  status: number
  /** Submissions refused: the message the form would show, and the Retry-After header. */
  message?: string
  retryAfter?: string | null
  /** No HTTP answer: why. */
  failure?: string
}

export type SubmittedForm = 'quote' | 'contact'

/** One form fill (one submission key) and the status of every attempt to send it. */
export type Fill = { form: SubmittedForm; key: string; answers: number[] }

type LoadResult = { outcomes: Outcome[]; fills: Fill[]; startedAt: number; endedAt: number }

/** How long the load lasts; RESILIENCE_LOAD_SECONDS changes it, e.g. for a quick run. */
export const loadSeconds = Number(process.env.RESILIENCE_LOAD_SECONDS || 60)

/** How many clients browse and submit, and for how long. */
export type LoadShape = { browsers: number; submitters: number; seconds: number }
const defaultShape: LoadShape = { browsers: 50, submitters: 20, seconds: loadSeconds }

/** Who the load is, for the tests' titles and reports. */
export const describeLoad = ({ browsers, submitters, seconds }: LoadShape = defaultShape) =>
  `${browsers} browsing + ${submitters} submitting clients, ${seconds} s`
export const loadClients = describeLoad()

/** No single request may take longer: a hung request is a failure to report, not to wait for. */
const requestTimeoutMs = 60_000
/** How long a submitter waits before sending a refused fill again, as a visitor would. */
const retryPauseMs = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Answers that say the app never handled the request (no answer, or a load balancer's 502/504
 * for an instance that went away) or asked to be sent again (503): the fill is sent again.
 */
const unanswered = (status: number) => [0, 502, 503, 504].includes(status)

type Answer = { response: Response; body: string } | { response?: undefined; failure: string }

/** Why a request got no HTTP answer: the network error's code (ECONNREFUSED, …) or a timeout. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${requestTimeoutMs / 1000} s`
  const cause = error.cause as { code?: string; message?: string } | undefined
  return cause?.code ?? cause?.message ?? error.message
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) })
    return { response, body: await response.text() }
  } catch (error) {
    return { failure: failureOf(error) }
  }
}

function messageOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message
  } catch {
    return undefined
  }
}

/**
 * `browsers` clients GET the public pages one after another and `submitters` clients send valid
 * quote requests and contact messages through the forms' endpoint, for `loadSeconds`. Like the
 * form, a submitter sends a refused fill again (same submission key) after a pause; an
 * acknowledged (201) fill is followed by a new one. `during` runs alongside the load, given the
 * time it started (e.g. to restart the database).
 */
export async function runLoad(
  baseUrl: string,
  during?: (startedAt: number) => Promise<void>,
  { browsers, submitters, seconds }: LoadShape = defaultShape,
): Promise<LoadResult> {
  const outcomes: Outcome[] = []
  const fills: Fill[] = []
  const startedAt = Date.now()
  const deadline = startedAt + seconds * 1000

  async function browse(index: number) {
    for (let visit = index; Date.now() < deadline; visit++) {
      const target = publicPages[visit % publicPages.length]
      const sentAt = Date.now()
      const answer = await send(baseUrl + target)
      outcomes.push({
        kind: 'page',
        target,
        sentAt,
        answeredAt: Date.now(),
        status: answer.response?.status ?? 0,
        ...(answer.response ? {} : { failure: answer.failure }),
      })
      // A client that got no answer at all waits a moment, as a person reloading would.
      if (!answer.response) await pause(retryPauseMs)
    }
  }

  async function submit(index: number) {
    for (let count = 0; Date.now() < deadline; count++) {
      const form: SubmittedForm = (index + count) % 2 === 0 ? 'quote' : 'contact'
      const marker = `Resilience ${index}-${count}`
      const values = form === 'quote' ? validQuote(marker) : validContact(marker)
      const fill: Fill = { form, key: values.submissionKey, answers: [] }
      fills.push(fill)
      while (Date.now() < deadline) {
        const sentAt = Date.now()
        const answer = await send(`${baseUrl}/api/forms/${form}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(values),
        })
        const status = answer.response?.status ?? 0
        fill.answers.push(status)
        outcomes.push({
          kind: 'submission',
          target: form,
          sentAt,
          answeredAt: Date.now(),
          status,
          ...(!answer.response
            ? { failure: answer.failure }
            : status === 201
              ? {}
              : {
                  message: messageOf(answer.body),
                  retryAfter: answer.response.headers.get('retry-after'),
                }),
        })
        if (!unanswered(status)) break
        await pause(retryPauseMs)
      }
    }
  }

  await Promise.all([
    ...Array.from({ length: browsers }, (_, index) => browse(index)),
    ...Array.from({ length: submitters }, (_, index) => submit(index)),
    during?.(startedAt),
  ])
  return { outcomes, fills, startedAt, endedAt: Date.now() }
}

/**
 * GETs every public page until it answers 200 twice: rendered once, then served from Next's
 * cache.
 */
export async function warmUp(baseUrl: string) {
  for (const page of publicPages) {
    for (let served = 0; served < 2; served++) {
      const answer = await send(baseUrl + page)
      if (answer.response?.status !== 200) {
        const status = answer.response ? answer.response.status : answer.failure
        throw new Error(`${page} answered ${status} while warming up`)
      }
    }
  }
}
