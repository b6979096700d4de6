import type { StaffRole } from '@/access/roles'
import type { Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

/** The words of one form and its e-mails in one language. */
export type SubmissionMessages = {
  /** The fields' labels, also how e-mails name them. */
  labels: Readonly<Record<string, string>>
  placeholders?: Readonly<Record<string, string>>
  hints?: Readonly<Record<string, string>>
  /** The consent box's text. */
  consent: string
  submit: string
  /** What the form sends, in "We will send your {item}…". */
  itemName: string
  /** The toast after a scripted send, and the confirmation page after one without scripts. */
  success: { title: string; description: string }
  /**
   * Told instead of `success` when the e-mail it promises was not sent: the visitor's mailbox had
   * all its confirmations for the day. Only forms whose success message promises an e-mail have it.
   */
  successWithoutEmail?: { title: string; description: string }
  /** The confirmation page's link to what comes next (the definition's nextPath). */
  nextStep: string
  /** Its schema's messages (the English ones are the schema's own). */
  errors: Readonly<Record<string, string>>
  /** How e-mails name one ("your {title}"), and what the visitor's confirmation promises. */
  email: { title: string; promise: string }
}

type Option = { readonly value: string; readonly label: string }

/** How a type is worked on the desk; see `desk` below. */
export type DeskDeclaration = {
  /** Who works them besides admins. */
  workedBy: readonly StaffRole[]
  /**
   * How soon a new one should have its first response (a reply, call or message), in its team's
   * business hours or days: the speed-to-lead clock (src/desk/clock). The default of Site
   * settings → Lead desk, where admins change it.
   */
  responseTarget: { amount: number; unit: 'hours' | 'days' }
  /**
   * The fields routing rules read (src/desk/routing): the visitor's country as an ISO 3166-1
   * alpha-2 code, and the service or product chosen. A rule's condition on a field the type lacks
   * never matches.
   */
  routing?: { country?: string; service?: string }
  /**
   * For a type whose leads are deals: which of its outcomes (closing statuses) mean the deal was
   * won and which that it was lost. Setting one asks why, from the lists kept in Site settings →
   * Deals (src/desk/deals/outcomes.ts).
   */
  outcomes?: { won: readonly string[]; lost: readonly string[] }
}

/**
 * What makes one kind of submission what it is, as its definition.ts writes it. Its collection,
 * form endpoint entry, status buttons, Overview counter and chart series, CSV export and
 * data-request summary are all derived from this; nothing elsewhere lists submission types one by
 * one (see ./index.ts). Its rules are its folder's schema.ts, found by the form's name.
 *
 * Plain data; only server code imports definitions (their messages are both languages' words).
 */
export type SubmissionTypeInput = {
  /** The collection's slug, and so its REST path and table. */
  slug: string
  /** The public form that sends it, and its folder: /api/forms/{form}, /thank-you/{form}. */
  form: string
  /** The admin's names for the collection, its Overview counter and chart series; in lower case, how sentences name them. */
  labels: { singular: string; plural: string }
  /**
   * Status buttons: the usual next steps (also on each list row), then the other outcomes. The
   * workflow's statuses are these in this order, after "new", which every submission starts as.
   */
  actions: {
    next: readonly string[]
    outcomes: readonly string[]
    /**
     * Statuses a person confirms before they are set, with the question asked (what follows, or
     * does not): a rejection, say, which no e-mail tells the candidate of.
     */
    confirm?: Readonly<Record<string, string>>
  }
  /**
   * The statuses that count as a qualified lead (campaign reports count them): some of the
   * workflow's statuses, checked when the definition is made.
   */
  qualified: readonly string[]
  /**
   * Its declaration of the desk (src/desk), for a type staff work one by one: who works it, how
   * soon each should have its first response, the fields routing rules read. The intake carries
   * it and never reads it; the desk gives the types that declare it an owner, routing, a
   * timeline, replies and their filing, and the response clock.
   */
  desk?: DeskDeclaration
  /** Starts each reference the visitor is given, e.g. "QR" in "QR-000042". */
  referencePrefix: string
  /** The site-settings address told of each new one. */
  notify: keyof NonNullable<SiteSetting['notifications']>
  /**
   * The admin list: the field naming a row, the columns between the reference and the status
   * (two, so that the rows' status buttons fit beside them at 1280 px), the search.
   */
  list: { title: string; columns: readonly string[]; searchable: readonly string[] }
  /**
   * The form's boxes and attachments (its messages label every other field): the consent box,
   * stored as the time it was ticked and called `label` in the admin; tick boxes stored as true or
   * false; attachment fields.
   */
  boxes: { consent: string; label: string; flags?: readonly string[]; files?: readonly string[] }
  /** The fields naming the visitor and their address, whom the confirmation goes to. */
  visitor: { name: string; email: string }
  /** Its choice lists, by field: stored values and English labels (messages translate them). */
  options?: Readonly<Record<string, readonly Option[]>>
  /** Its choice lists shown in the alphabetical order of the page's language, e.g. countries. */
  alphabetical?: readonly string[]
  /** What its form and e-mails say, per locale (its messages.ts and messages.fr.ts). */
  messages: Record<Locale, SubmissionMessages>
  /** Where the confirmation page suggests going next (its label is the messages' nextStep). */
  nextPath: string
  /**
   * The page its form is on, for a form with files: a browser without scripts posts the form to
   * its page (a server action), which then takes a body as large as the files allowed.
   */
  page?: string
  /**
   * Its folder's endpoint.ts exports `steps` the server takes beyond storing it (see
   * FormSteps: files, derived data, a line in the confirmation).
   */
  steps?: true
}

type StatusesOf<Actions extends SubmissionTypeInput['actions']> = readonly [
  'new',
  ...Actions['next'],
  ...Actions['outcomes'],
]

/** A definition with what follows from it (its statuses, the nouns sentences use) and its defaults. */
export type SubmissionType<Input extends SubmissionTypeInput = SubmissionTypeInput> = Input & {
  statuses: StatusesOf<Input['actions']>
  noun: { one: string; many: string }
  boxes: Input['boxes'] & { flags: readonly string[]; files: readonly string[] }
  options: Readonly<Record<string, readonly Option[]>>
  alphabetical: readonly string[]
  /** Who works them besides admins: its desk's, else none (admins only). */
  workedBy: readonly StaffRole[]
  routing: NonNullable<DeskDeclaration['routing']>
}

/** Completes a definition, keeping its literal types (its slug, statuses) for the derived tables. */
export function defineSubmissionType<const Input extends SubmissionTypeInput>(
  input: Input,
): SubmissionType<Input> {
  const { labels, actions, boxes, qualified } = input
  const statuses = ['new', ...actions.next, ...actions.outcomes]
  const unknown = qualified.filter((status) => !statuses.includes(status))
  if (qualified.length === 0 || unknown.length > 0) {
    throw new Error(`${input.slug}: qualified must name some of its statuses, not "${unknown}"`)
  }
  const { won = [], lost = [] } = input.desk?.outcomes ?? {}
  const notClosing = [...won, ...lost].filter((status) => !actions.outcomes.includes(status))
  if (notClosing.length > 0) {
    throw new Error(`${input.slug}: a deal is won or lost by its outcomes, not by "${notClosing}"`)
  }
  return {
    options: {},
    alphabetical: [],
    ...input,
    workedBy: input.desk?.workedBy ?? [],
    routing: input.desk?.routing ?? {},
    boxes: { flags: [], files: [], ...boxes },
    statuses: statuses as unknown as StatusesOf<Input['actions']>,
    noun: { one: labels.singular.toLowerCase(), many: labels.plural.toLowerCase() },
  }
}
