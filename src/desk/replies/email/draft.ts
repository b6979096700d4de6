import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Field, PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

type Type = SubmissionTypeOf<SubmissionSlug>

/** What was typed in a lead's e-mail box when a send was refused. */
export type ReplyDraft = { lead: string; subject: string; body: string; cc: string; bcc: string }

/**
 * The e-mail a person was writing when a send made before the page's scripts ran was refused:
 * the page they are sent back to shows it again, so that nothing typed is lost. One per account,
 * kept until they send an e-mail from that lead. Hidden from the API.
 */
export const replyDraftField: Field = {
  name: 'replyDraft',
  label: 'E-mail draft',
  type: 'json',
  hidden: true,
}

const leadKey = (type: Type, id: number) => `${type.slug}/${id}`

const typed = (value: unknown, longest: number) =>
  typeof value === 'string' ? value.slice(0, longest) : ''

/** Keeps what was typed, outside the refused send's transaction (and without the account's hooks). */
export async function keepReplyDraft(
  req: PayloadRequest,
  type: Type,
  id: number,
  fields: Record<string, unknown>,
): Promise<void> {
  if (req.user?.collection !== 'users') return
  const draft: ReplyDraft = {
    lead: leadKey(type, id),
    subject: typed(fields.subject, 200),
    body: typed(fields.body, 20_000),
    cc: typed(fields.cc, 2000),
    bcc: typed(fields.bcc, 2000),
  }
  const { users } = tablesOf(req.payload)
  await postgres(req.payload)
    .drizzle.update(users)
    .set({ replyDraft: draft })
    .where(eq(users.id, req.user.id))
}

/** The draft kept of this lead's e-mail, if the person has one. */
export async function replyDraftOf(
  req: PayloadRequest,
  type: Type,
  id: number,
): Promise<ReplyDraft | null> {
  if (req.user?.collection !== 'users') return null
  const { users } = tablesOf(req.payload)
  const [row] = await postgres(req.payload)
    .drizzle.select({ draft: users.replyDraft })
    .from(users)
    .where(eq(users.id, req.user.id))
  const draft = row?.draft as ReplyDraft | null | undefined
  return draft?.lead === leadKey(type, id) ? draft : null
}

/** Forgets the draft of this lead's e-mail once one is sent, in the send's transaction. */
export async function forgetReplyDraft(req: PayloadRequest, type: Type, id: number) {
  if (req.user?.collection !== 'users') return
  const { users } = tablesOf(req.payload)
  await (
    await transactionDatabase(postgres(req.payload), req)
  )
    .update(users)
    .set({ replyDraft: null })
    .where(and(eq(users.id, req.user.id), sql`${users.replyDraft}->>'lead' = ${leadKey(type, id)}`))
}
