/**
 * What every public form needs in the browser besides its own fields, free of zod so that the
 * forms hydrate without it; the rules are in schema-rules.ts.
 */

/**
 * Hidden from people, tempting to bots. The server checks it before anything else and answers a
 * filled one with a pretended success, so it carries no rule.
 */
export const honeypotField = 'website'

/** A fresh idempotency key: one per fill of a form, kept across retries of the same fill. */
export const newSubmissionKey = () => crypto.randomUUID()
