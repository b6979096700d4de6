import type { PayloadRequest } from 'payload'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { accountsWithRoles } from '../access'
import type { Assignee } from '../links'

/** `@Ama` or `@AmaOwusu`, at the start or after a space or bracket (not inside an address). */
const mentionPattern = /(?:^|[\s(\[])@([\p{L}\p{N}][\p{L}\p{N}._'-]*)/gu

/** The names written after an `@`, as written, without trailing punctuation. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(mentionPattern)].map(([, name]) => name.replace(/[._'-]+$/, ''))
  return [...new Set(names)]
}

const squashed = (name: string) => name.toLowerCase().replace(/\s+/g, '')
const firstWord = (name: string) => name.toLowerCase().trim().split(/\s+/)[0] ?? ''

export type Mentions =
  | { ok: true; accounts: Assignee[] }
  /** `hidden`: the name is a colleague's who cannot see the lead, rather than no one's. */
  | { ok: false; message: string; hidden?: boolean }

type Named = { displayName?: string | null }

/** The accounts a name written after `@` means: the whole name squashed, else the first name. */
function named<Account extends Named>(accounts: Account[], name: string): Account[] {
  const wanted = name.toLowerCase()
  const whole = accounts.filter((account) => squashed(account.displayName ?? '') === wanted)
  return whole.length > 0
    ? whole
    : accounts.filter((account) => firstWord(account.displayName ?? '') === wanted)
}

/**
 * The colleagues a note names, among the accounts that work the lead's type: `@Ama` is whoever's
 * first name is Ama, `@AmaOwusu` whoever's whole name is Ama Owusu. A name that is no one, a
 * colleague who cannot see the lead, or more than one, is refused with a message saying so.
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
    const matches = named(docs, name)
    if (matches.length === 0) return unreachable(req, type, name)
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

/**
 * Why a name matched no one who works the lead's type: a colleague of another role, who cannot see
 * the lead (and would get a link they cannot open), or no colleague at all.
 */
async function unreachable(
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  name: string,
): Promise<Mentions> {
  const { docs } = await req.payload.find({
    collection: 'users',
    select: { displayName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const [colleague] = named(docs, name)
  if (!colleague) return { ok: false, message: `No colleague is called @${name}.` }
  return {
    ok: false,
    hidden: true,
    message: `${colleague.displayName} cannot see this lead: only staff who work ${type.noun.many} can. Write to them another way, or ask an admin to give them the role.`,
  }
}
