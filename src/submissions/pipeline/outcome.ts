/** How a submission ended, whichever way it came in: stored, or refused with what to tell the visitor. */
export type SubmissionOutcome =
  | {
      ok: true
      /** What the visitor is told to quote, e.g. "QR-000042" (none for a honeypot's fill). */
      reference?: string
      /** The visitor's mailbox had all its confirmations for today: none was sent. */
      confirmationWithheld?: true
    }
  | {
      ok: false
      status: number
      message: string
      fieldErrors?: Record<string, string>
      /** Seconds before trying again, for a rate limit or an unavailable database. */
      retryAfterSeconds?: number
    }
