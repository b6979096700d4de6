'use client'

import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'

/**
 * The forms' toasts, with sonner loaded on demand: pages download it only once a visitor turns to
 * a form (see `loadToasts`) or a toast is due, not on first load. Toasts outlive the page that
 * showed them, as the Toaster lives in the site layout.
 */

type Sonner = typeof SonnerModule

let sonner: Sonner | undefined
let loading: Promise<Sonner> | undefined
const listeners = new Set<() => void>()

/** Loads sonner once; every mounted <Toasts> then renders its Toaster. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (loaded) => {
      sonner = loaded
      for (const listener of listeners) listener()
      return loaded
    },
    (error: unknown) => {
      // A failed download (offline, a new deployment) is tried again on the next call.
      loading = undefined
      throw error
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type Kind = 'success' | 'error'

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  // A toast created before the Toaster subscribes is shown once it does.
  loadToasts().then(
    ({ toast }) => toast[kind](message, data),
    () => undefined,
  )
}

/** sonner's `toast`, for the kinds the forms use. */
export const toast = { success: show('success'), error: show('error') }

/**
 * Where the toasts appear (the site layout renders it once): sonner's Toaster as soon as sonner
 * has loaded, nothing before.
 */
export function Toasts() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  )
  return loaded ? <loaded.Toaster richColors closeButton position="top-center" /> : null
}
