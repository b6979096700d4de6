'use client'

/** Placeholder until the lead-capture forms land: the home page's 'Start Your Project' form. */
export function ContactForm() {
  return <p>The contact form is coming soon.</p>
}
