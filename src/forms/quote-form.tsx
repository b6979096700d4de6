'use client'

/** Placeholder until the lead-capture forms land: the /get-quote 'Project Requirements' form. */
export function QuoteForm() {
  return <p>The quote form is coming soon.</p>
}
