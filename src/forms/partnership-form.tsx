'use client'

/** Placeholder until the lead-capture forms land: the /partnership application form. */
export function PartnershipForm() {
  return <p>The partnership form is coming soon.</p>
}
