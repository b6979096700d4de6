'use client'

import { lazy, Suspense } from 'react'

/*
 * The form sits at the foot of the home page, so its code is not part of the page's first load:
 * the server renders it, and the browser fetches the code that makes it interactive once the
 * page has hydrated (the server's markup stays in place, and usable, until then).
 */
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
)

export function DeferredContactForm() {
  return (
    <Suspense>
      <ContactForm />
    </Suspense>
  )
}
