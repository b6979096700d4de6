'use client'

import { clsx } from 'clsx'
import Link from 'next/link'
import type React from 'react'

import { honeypotField } from './fill'

/** The sentence after each consent text pointing at the policies it refers to. */
export function PolicyLinks() {
  const linkClasses = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900'
  return (
    <>
      {' '}
      See our{' '}
      <Link href="/privacy-policy" className={linkClasses}>
        Privacy Policy
      </Link>{' '}
      and{' '}
      <Link href="/terms-of-service" className={linkClasses}>
        Terms of Service
      </Link>
      .
    </>
  )
}

/**
 * The honeypot: out of sight and out of the tab order for people, and not announced by screen
 * readers, but an ordinary-looking text field to a bot filling every input.
 */
export function Honeypot(props: React.ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} name={honeypotField} />
      </label>
    </div>
  )
}

/** The form's own message above its fields when the server sent it back (e.g. without scripts). */
export function FormAlert({
  className,
  autoFocus,
  children,
}: {
  className?: string
  /** Focused (and so scrolled to) by the browser when no field of the form is to blame. */
  autoFocus?: boolean
  children: React.ReactNode
}) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus={autoFocus}
      className={clsx(
        'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800',
        className,
      )}
    >
      {children}
    </div>
  )
}

/** Says why a send did not get through: offline (it goes out by itself later) or unreachable. */
export function ConnectionNotice({
  connection,
  itemName,
}: {
  connection: 'ok' | 'waiting' | 'failed'
  itemName: string
}) {
  const message = {
    ok: undefined,
    waiting: `You are offline. We will send your ${itemName} when you are back online.`,
    failed:
      'We could not reach our server. Please check your connection and try again: your answers are still here.',
  }[connection]
  return (
    <p role="status" className="text-sm font-medium text-amber-800 empty:hidden">
      {message}
    </p>
  )
}
