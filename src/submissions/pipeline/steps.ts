import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/lib/site/locales'
import type { EmailInput } from '@/server/email'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

/** A submission as the visitor sent it, before any rule has checked it. */
export type SentSubmission = {
  type: SubmissionTypeOf<SubmissionSlug>
  values: Readonly<Record<string, unknown>>
  locale: Locale
}

export type FieldMessages = Record<string, string>

/** A submission as the steps see it in its transaction, before its row is inserted. */
export type ArrivingSubmission = {
  type: SubmissionTypeOf<SubmissionSlug>
  /** The row as it will be inserted: what the visitor sent, with what earlier steps added. */
  row: Readonly<Record<string, unknown>>
  sender: { name: string; email: string }
  now: Date
  locale: Locale
}

export type StoredSubmission = ArrivingSubmission & { id: number }

/**
 * What a step asks for once the row is stored: e-mails queued with the form's, work after the
 * answer, and the visitor's confirmation written its own way (sent only when the visitor may have
 * one, instead of the intake's).
 */
export type AfterStored = {
  emails?: EmailInput[]
  afterResponse?: () => Promise<void>
  confirmation?: EmailInput
}

export type StepRun = {
  /** Fields the step adds to the row (an owner, a clock, an organization). */
  fields?: Record<string, unknown>
  /** Run in the same transaction once the row's id is known. */
  afterInsert?: (stored: StoredSubmission) => Promise<AfterStored | undefined>
}

/**
 * How a step reads before the transaction: `cached` says the caller runs inside a Next request,
 * where the step may take what it reads from Next's cache (a retry reads the database); `once`
 * shares one read among the steps of one submission (their checks and their preparing), keyed by
 * the function that reads.
 */
export type PrepareRead = {
  cached: boolean
  once: <Value>(key: unknown, load: () => Promise<Value>) => Promise<Value>
}

/** A fresh `PrepareRead` for one submission's steps. */
export function prepareRead(cached: boolean): PrepareRead {
  const reads = new Map<unknown, Promise<unknown>>()
  return {
    cached,
    once: <Value>(key: unknown, load: () => Promise<Value>) => {
      if (!reads.has(key)) reads.set(key, load())
      return reads.get(key) as Promise<Value>
    },
  }
}

/**
 * What a module does with each submission as it is stored, without the intake knowing it: the
 * desk routes it and starts its clock, accounts match its sender, webhooks queue their event.
 * payload.config.ts lists them in order (`custom.intakeSteps`); each sees the row as the steps
 * before it left it, and all of it is one transaction with the INSERT.
 */
export type IntakeStep<Prepared = unknown> = {
  name: string
  /**
   * What only this step can judge of what the visitor sent (the answers to a posting's own
   * questions), checked with the form's rules before anything is stored: each refused field's
   * message, in the form's language; nothing when all is well.
   */
  check?: (
    sent: SentSubmission,
    payload: Payload,
    read: PrepareRead,
  ) => Promise<FieldMessages | undefined>
  /** What the step reads before the transaction (see PrepareRead), for a submission of `type`. */
  prepare: (
    payload: Payload,
    read: PrepareRead,
    type: SubmissionTypeOf<SubmissionSlug>,
  ) => Promise<Prepared>
  run: (
    submission: ArrivingSubmission,
    prepared: Prepared,
    req: PayloadRequest,
  ) => Promise<StepRun | undefined>
  /** An error that says what `prepare` read from a cache is out of date: read again, tried once more. */
  isStale?: (error: unknown) => boolean
}

/** Keeps a step's own type for what it prepares while listing it with the others. */
export const intakeStep = <Prepared>(step: IntakeStep<Prepared>): IntakeStep =>
  step as unknown as IntakeStep

/**
 * The steps less those INTAKE_STEPS_OFF names (comma-separated): the bench measures the intake
 * as it was before a feature's steps with a second server of the same build. Never set in
 * production: a step left out does its work for no submission.
 */
export function withoutStepsNamedOff(steps: IntakeStep[]): IntakeStep[] {
  const off = new Set(process.env.INTAKE_STEPS_OFF?.split(',').map((name) => name.trim()))
  return steps.filter((step) => !off.has(step.name))
}

/** The steps payload.config.ts lists (`custom.intakeSteps`), none when it lists none. */
export const intakeStepsOf = (payload: Payload): readonly IntakeStep[] =>
  (payload.config.custom?.intakeSteps as readonly IntakeStep[] | undefined) ?? []

/** What the steps refuse of a sent submission, by field; nothing when they all accept it. */
export async function checkedBySteps(
  steps: readonly IntakeStep[],
  sent: SentSubmission,
  payload: Payload,
  read: PrepareRead,
): Promise<FieldMessages | undefined> {
  const refusals = await Promise.all(steps.map((step) => step.check?.(sent, payload, read)))
  const messages = Object.assign({}, ...refusals) as FieldMessages
  return Object.keys(messages).length > 0 ? messages : undefined
}
