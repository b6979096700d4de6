'use client'

import type { FormName } from '@/submissions/pipeline/response'

import { honeypotField } from './fill'

/**
 * What a visitor has typed into a form, kept in this tab's session storage so that a reload or a
 * dropped connection loses nothing. It never leaves the browser until the form is sent, holds no
 * files, and is cleared once the form is stored.
 */

const storageKey = (form: FormName) => `form-fill:${form}`

type Fill = Record<string, string | boolean>

const isKept = (field: string, value: unknown): value is string | boolean =>
  field !== honeypotField && (typeof value === 'string' || typeof value === 'boolean')

const isAnswer = (field: string, value: string | boolean) =>
  field !== 'submissionKey' && value !== '' && value !== false

/** Storage can be missing or full (private browsing, a quota): the form works without it. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function readFill(form: FormName): Fill | undefined {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(storageKey(form)) ?? 'null')
    if (typeof saved !== 'object' || saved === null) return undefined
    return Object.fromEntries(
      Object.entries(saved).filter(([field, value]) => isKept(field, value)),
    ) as Fill
  } catch {
    return undefined
  }
}

export function saveFill(form: FormName, values: Record<string, unknown>): void {
  const fill = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => isKept(field, value)),
  ) as Fill
  try {
    if (Object.entries(fill).some(([field, value]) => isAnswer(field, value))) {
      storage()?.setItem(storageKey(form), JSON.stringify(fill))
    } else {
      storage()?.removeItem(storageKey(form))
    }
  } catch {
    // Full or unavailable: the answers are still in the form.
  }
}

export function clearFill(form: FormName): void {
  try {
    storage()?.removeItem(storageKey(form))
  } catch {
    // Unavailable: nothing was kept.
  }
}
