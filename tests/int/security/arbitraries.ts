import fc from 'fast-check'

/**
 * Generators of hostile input for the public write surface: text that is awkward to store or to
 * show, values of the wrong type, fields only the server may set, and bodies that are not what
 * they claim to be. Shared by every security property test.
 */

export const scriptPayloads = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=window.__pwned=1>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{constructor.constructor("alert(1)")()}}',
  '<a href="javascript:alert(1)">x</a>',
] as const

export const sqlPayloads = [
  "' OR '1'='1",
  "'; DROP TABLE contact_submissions; --",
  '1); DELETE FROM users; --',
  "' UNION SELECT email, hash FROM users --",
  "\\'; SELECT pg_sleep(10); --",
  '$$ || $$',
] as const

/** Characters that break naive storage or display: NUL, bidi overrides, lone surrogates, … */
export const awkwardCharacters = [
  '\u0000',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '👩🏽‍💻',
  '🇳🇬',
  'مرحبا',
  'שלום',
  '中文',
  'e\u0301',
  '\r\n',
  '\t',
  '\u0007',
  '\u001b[31m',
  '%00',
  '\\u0000',
  '\\',
  '"',
  "'",
  '`',
  '../../',
  '${7*7}',
  '%s%n',
] as const

/** Text PostgreSQL can store as sent: no NUL character and no half of a surrogate pair. */
export const isStorableText = (text: string) => text.isWellFormed() && !text.includes('\u0000')

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code))

const fragment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(...scriptPayloads, ...sqlPayloads, ...awkwardCharacters),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 2 }) },
)

/** Far over every length limit: up to a little over the 64 KB a form's values may take. */
const hugeText = fc
  .tuple(
    fc.constantFrom('a', '😀', '<script>', '\u0000', 'é'),
    fc.integer({ min: 5_001, max: 70_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))

/** Any text an attacker may type, mostly short, sometimes far too long. */
export const hostileText = fc.oneof(
  { weight: 12, arbitrary: fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: hugeText },
)

const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff'), { maxLength: 3 })
  .map((spaces) => spaces.join(''))

/**
 * Hostile text long enough for any free-text rule (a required text field asks for at most 10
 * characters), wrapped in whitespace the server should trim: such values are often accepted, so
 * what gets stored can be compared with what was sent.
 */
export const plausibleHostileText = fc
  .tuple(whitespace, fc.array(fragment, { minLength: 1, maxLength: 4 }), whitespace)
  .map(([before, parts, after]) => `${before}Okafor ${parts.join('')} details${after}`)

const deeplyNested = fc
  .integer({ min: 20, max: 3_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}"x"${']'.repeat(depth)}`) as unknown)

/** Payload's query operators and prototype tricks, where a string is expected. */
const operatorObjects = fc.constantFrom<unknown>(
  { equals: 'x' },
  { $ne: null },
  { not_equals: '' },
  { like: '%' },
  [{ or: [] }],
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  { toString: 'x', valueOf: 1 },
)

/** A value of any JSON type, nested, empty or hostile. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, '', true, false, 0, -1, 1e308) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: operatorObjects },
  { weight: 1, arbitrary: deeplyNested },
)

/** Past dates and impossible ones, for the timestamps the server keeps. */
const forgedDate = fc.constantFrom<unknown>(
  '2001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '2999-12-31T23:59:59.999Z',
  'yesterday',
  0,
)

/**
 * Fields only the server may set, each with values a forger would try. `id` values are far beyond
 * what the run's sequences reach, so a stored id equal to one of them could only come from the
 * request.
 */
export const serverOwnedFields: Record<string, fc.Arbitrary<unknown>> = {
  id: fc.oneof(fc.integer({ min: 1_000_000_000, max: 2_000_000_000 }), fc.constant('1 OR 1=1')),
  status: fc.constantFrom<unknown>(
    'contacted',
    'completed',
    'approved',
    'accepted',
    'quoted',
    'rejected',
    'under_review',
    'New',
    'new; DROP TABLE users',
  ),
  createdAt: forgedDate,
  updatedAt: forgedDate,
  consentGivenAt: forgedDate,
  job: fc.integer({ min: 1, max: 50 }),
  statusHistory: fc.constant([{ status: 'completed' }]),
  roles: fc.constant(['admin']),
  _status: fc.constant('published'),
  _verified: fc.constant(true),
  hash: fc.constant('x'),
  salt: fc.constant('x'),
}

/** Addresses at the edges of what the e-mail rules accept. */
export const edgeCaseEmails = [
  'Someone@Example.com',
  'a@b-.com',
  'a@-b.com',
  'a@b--c.com',
  '"quoted"@example.com',
  'a..b@example.com',
  '.a@example.com',
  "o'brien@example.com",
  'a@example',
  'a@example.c',
  ' padded@example.com ',
  'a@exa mple.com',
  `${'a'.repeat(300)}@example.com`,
  'admin@example.com\u0000',
  'user+tag@example.co.uk',
  'a@[127.0.0.1]',
  'ünïcode@exämple.com',
]

/** Edge cases and real-looking random addresses. */
export const emailAddresses = fc.oneof(fc.emailAddress(), fc.constantFrom(...edgeCaseEmails))

type Mutation = { kind: 'set'; field: string; value: unknown } | { kind: 'delete'; field: string }

/**
 * Random changes to a valid body: a free-text field given hostile text (often still valid), any
 * field given hostile text or a value of any type, a field removed, a server-owned field forged, an unknown field added.
 */
export function mutations(
  formFields: readonly string[],
  freeTextFields: readonly string[],
): fc.Arbitrary<Mutation[]> {
  const field = fc.constantFrom(...formFields)
  const freeText = fc.constantFrom(...freeTextFields)
  const serverOwned = fc
    .constantFrom(...Object.keys(serverOwnedFields))
    .chain((name) =>
      serverOwnedFields[name].map((value): Mutation => ({ kind: 'set', field: name, value })),
    )
  const set = (name: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.record({ kind: fc.constant('set' as const), field: name, value })
  const kinds: fc.WeightedArbitrary<Mutation>[] = [
    { weight: 5, arbitrary: set(freeText, plausibleHostileText) },
    { weight: 1, arbitrary: set(field, plausibleHostileText) },
    { weight: 3, arbitrary: set(field, hostileValue) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), field }) },
    { weight: 3, arbitrary: serverOwned },
    { weight: 1, arbitrary: set(fc.string({ unit: 'binary', maxLength: 20 }), hostileValue) },
  ]
  if (formFields.includes('email')) {
    kinds.push({ weight: 2, arbitrary: set(fc.constant('email'), emailAddresses) })
  }
  const mutation = fc.oneof(...kinds)
  return fc.array(mutation, { minLength: 1, maxLength: 5 })
}

/**
 * The JSON text of the valid body after the changes, and the values the server will read from it
 * (JSON drops undefined, turns NaN into null and keeps a "__proto__" key as data).
 */
export function applyMutations(
  valid: Record<string, unknown>,
  changes: Mutation[],
): { text: string; sent: Record<string, unknown> } {
  const body: Record<string, unknown> = { ...valid }
  for (const change of changes) {
    if (change.kind === 'delete') delete body[change.field]
    else {
      Object.defineProperty(body, change.field, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      })
    }
  }
  const text = JSON.stringify(body)
  return { text, sent: JSON.parse(text) as Record<string, unknown> }
}

/** Content types a client may claim, true or not. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/jsonp',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----x',
  'application/xml',
  '',
  '*/*',
  'application/json, text/plain',
)

/** Bodies that are not a form's JSON: broken, truncated, of the wrong shape or not text at all. */
export const malformedBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"firstName":',
    'null',
    '[]',
    '"a string"',
    '42',
    'true',
    '{"a":1}{"b":2}',
    '{"__proto__":{"isAdmin":true}}',
    "{'single':'quotes'}",
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    'firstName=Ada&lastName=Okafor',
    '--x\r\nContent-Disposition: form-data; name="values"\r\n\r\n{}\r\n--x--',
    '\u0000\u0000\u0000',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.json({ maxDepth: 3 }), fc.nat())
    .map(([json, cut]) => json.slice(0, cut % (json.length + 1))),
  deeplyNested.map((value) => JSON.stringify(value)),
)

/** What a proxy may pass on as the client's address, including spoofed and absurd values. */
export const clientAddresses = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom('', 'unknown', ',', ' , , ', 'null', 'localhost', '::1', '0.0.0.0'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc
    .tuple(fc.ipV4(), fc.integer({ min: 256, max: 4_000 }))
    .map(([address, length]) => `${address.padEnd(length, '9')}`),
  fc.array(fc.ipV4(), { minLength: 2, maxLength: 60 }).map((list) => list.join(', ')),
)
