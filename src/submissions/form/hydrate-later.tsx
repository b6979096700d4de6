'use client'

import type React from 'react'
import { Activity } from 'react'

/**
 * The form, hydrated after the rest of the page: an Activity boundary, which React hydrates in
 * slices that leave the main thread free, or at once when the visitor acts on the form (a focus,
 * a click, a key). Until then the server's form is on the page and works as it does before the
 * scripts arrive. The boundary sits above the form's state: an update from above would make
 * React hydrate it at once. (A Suspense boundary would do the same, but one of the form's size is
 * streamed after the page and shifts the page when it is revealed.)
 */
export function hydrateLater<Props extends object>(
  Form: (props: Props) => React.ReactNode,
): (props: Props) => React.ReactNode {
  function HydratedLater(props: Props) {
    return (
      <Activity>
        <Form {...props} />
      </Activity>
    )
  }
  return HydratedLater
}
