import type { PayloadRequest } from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { accountsWithRoles } from '../access'
import type { Assignee } from '../assignment-emails'

/** `@Ama` or `@AmaOwusu`, at the start or after a space or bracket (not inside an address). */
const mentionPattern = /(?:^|[\s(\[])@([\p{L}\p{N}][\p{L}\p{N}._'-]*)/gu

/** The names written after an `@`, as written, without trailing punctuation. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(mentionPattern)].map(([, name]) => name.replace(/[._'-]+$/, ''))
  return [...new Set(names)]
}

const squashed = (name: string) => name.toLowerCase().replace(/\s+/g, '')
const firstWord = (name: string) => name.toLowerCase().trim().split(/\s+/)[0] ?? ''

export type Mentions = { ok: true; accounts: Assignee[] } | { ok: false; message: string }

/**
 * The colleagues a note names, among the accounts that work the lead's type: `@Ama` is whoever's
 * first name is Ama, `@AmaOwusu` whoever's whole name is Ama Owusu. A name that is no one, or
 * more than one, is refused with a message saying so.
 */
export async function resolveMentions(
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  text: string,
): Promise<Mentions> {
  const names = mentionedNames(text)
  if (names.length === 0) return { ok: true, accounts: [] }
  const { docs } = await req.payload.find({
    collection: 'users',
    where: accountsWithRoles(type.workedBy),
    select: { email: true, displayName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const accounts: Assignee[] = []
  for (const name of names) {
    const wanted = name.toLowerCase()
    const whole = docs.filter((account) => squashed(account.displayName ?? '') === wanted)
    const matches =
      whole.length > 0
        ? whole
        : docs.filter((account) => firstWord(account.displayName ?? '') === wanted)
    if (matches.length === 0) return { ok: false, message: `No colleague is called @${name}.` }
    if (matches.length > 1) {
      const [one, other] = matches.map((account) => account.displayName ?? '').sort()
      return {
        ok: false,
        message: `@${name} could be ${one} or ${other}: write the whole name without spaces, e.g. @${one.replace(/\s+/g, '')}.`,
      }
    }
    const [{ id, email, displayName }] = matches
    if (!accounts.some((account) => account.id === id)) accounts.push({ id, email, displayName })
  }
  return { ok: true, accounts }
}
