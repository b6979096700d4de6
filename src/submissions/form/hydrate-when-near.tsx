'use client'

import type React from 'react'
import { Activity, lazy, useEffect, useRef, useState } from 'react'

type FormModule<Props> = { default: (props: Props) => React.ReactNode }

/** A promise and what settles it (Promise.withResolvers, which older phones' browsers lack). */
function signal() {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

/** How far below the screen a form starts loading, so that it is ready as it scrolls in. */
const nearMargin = '200px 0px'

/**
 * A public form whose code is downloaded and run only when the visitor comes near it: when it
 * scrolls into view (or close), or on the first focus or pointer-down in it, whichever comes
 * first. The server renders the whole form, which works without scripts (its submit posts to the
 * server action), and stays as it is until then: React leaves an Activity boundary whose content
 * is not loaded yet unhydrated, and hydrates it over the fields as they stand once the code has
 * arrived, so what was typed before is kept (the form reads its fields when it takes them over).
 * A submit pressed before then goes through the server path.
 *
 * An Activity rather than a Suspense boundary: on the server a Suspense boundary of the form's
 * size is streamed after the page (and never shown without scripts); an Activity is written in
 * place.
 */
export function hydrateWhenNear<Props extends object>(
  load: () => Promise<FormModule<Props>>,
): (props: Props) => React.ReactNode {
  function FormWhenNear(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null)
    const [near] = useState(signal)
    const [Form] = useState(() =>
      lazy(() => (typeof window === 'undefined' ? load() : near.promise.then(load))),
    )
    useEffect(() => {
      const element = wrapper.current
      const form = element?.firstElementChild
      if (!element || !form) return
      const comeNear = () => near.resolve()
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && comeNear(),
        { rootMargin: nearMargin },
      )
      observer.observe(form)
      // On the window, capturing: React stops an event meant for a part it has not hydrated yet
      // at the document, before it would reach a listener on the form.
      const touched = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) comeNear()
      }
      const touches = ['focusin', 'pointerdown'] as const
      for (const type of touches) window.addEventListener(type, touched, true)
      const stop = () => {
        observer.disconnect()
        for (const type of touches) window.removeEventListener(type, touched, true)
      }
      void near.promise.then(stop)
      return stop
    }, [near])
    return (
      <div ref={wrapper} className="contents">
        <Activity>
          <Form {...props} />
        </Activity>
      </div>
    )
  }
  return FormWhenNear
}
