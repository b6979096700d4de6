import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { deskIntakeStep, type RoutingTableReader } from '@/desk/intake-step'
import { readRoutingTable, type RoutingTable } from '@/desk/routing/routing-table'
import { accountIntakeStep } from '@/leads/accounts/intake-step'
import { countedAddress } from '@/server/client-address'
import { handleSubmission } from '@/submissions/pipeline/handle-submission'
import type { FormName, SubmissionResponse } from '@/submissions/pipeline/response'

export type Attachment = { bytes: Buffer; name: string; type: string }

type Options = {
  /** Sends these files with the values as the job application form does (multipart). */
  files?: Record<string, Attachment>
  /** The client address the production front reports; a fresh one per call unless given. */
  ip?: string
  /** Replaces the whole body, e.g. to send something no form would. */
  body?: BodyInit
  headers?: Record<string, string>
  /** The server's time when it takes the submission (its clock, e.g. a Friday afternoon). */
  now?: Date
  /** The routing table as a cache holds it (else read from the database as the lead arrives). */
  routingTable?: RoutingTable
}

export type Submitted = {
  status: number
  body: SubmissionResponse
  headers: Headers
  /** Work the endpoint left for after the response (sending the e-mails). */
  afterResponse: (() => Promise<void>)[]
}

/**
 * A client of its own, as the front reports it (countedAddress): rate-limit counters outlive a test
 * file, so two tests of a run that drew the same client would share one. A documentation network
 * (RFC 3849) with a random /64 of 32 bits makes that practically impossible, where drawing from the
 * 65,025 of 198.18.x.y left a small chance of it in every run.
 */
export function randomAddress(): string {
  const network = randomBytes(4).toString('hex')
  return countedAddress(`2001:db8:${network.slice(0, 4)}:${network.slice(4)}::1`)
}

/** Posts to the form endpoint's handler as a browser would, on the test run's Payload. */
export async function submit(
  payload: Payload,
  form: FormName,
  values: Record<string, unknown>,
  { files, ip = randomAddress(), body, headers = {}, now, routingTable }: Options = {},
): Promise<Submitted> {
  const requestHeaders = new Headers({ 'x-client-address': ip, ...headers })
  let requestBody = body
  if (requestBody === undefined && files) {
    const formData = new FormData()
    formData.append('values', JSON.stringify(values))
    for (const [field, file] of Object.entries(files)) {
      formData.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    }
    requestBody = formData
  } else if (requestBody === undefined) {
    requestHeaders.set('content-type', 'application/json')
    requestBody = JSON.stringify(values)
  }
  const request = new Request(`http://localhost:3000/api/forms/${form}`, {
    method: 'POST',
    headers: requestHeaders,
    body: requestBody,
  })
  const afterResponse: (() => Promise<void>)[] = []
  const response = await handleSubmission(request, form, {
    payload,
    afterResponse: (task) => afterResponse.push(task),
    ...(now && { now: () => now }),
    ...(routingTable && cachedAs(routingTable)),
  })
  return {
    status: response.status,
    body: (await response.json()) as SubmissionResponse,
    headers: response.headers,
    afterResponse,
  }
}

/**
 * Sent as from inside a request whose cache holds this routing table (the account and desk steps;
 * no webhooks), with the database's read for a retry.
 */
function cachedAs(table: RoutingTable) {
  const reader: RoutingTableReader = (payload, { cached }) =>
    cached ? Promise.resolve(table) : readRoutingTable(payload)
  return { cached: true, steps: [accountIntakeStep(reader), deskIntakeStep(reader)] }
}

/** A unique marker for the documents one test makes. */
export const newMarker = () => `forms-${randomUUID().slice(0, 8)}`

/** The e-mails queued to `address`, sent or not yet. */
export async function emailJobsTo(payload: Payload, address: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: address } }] },
    depth: 0,
  })
  return docs
}
