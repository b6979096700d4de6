'use client'

import { clsx } from 'clsx'
import Link from 'next/link'
import type React from 'react'

import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { honeypotField } from './fill'
import type { FormWords } from './words'

/** The sentence after each consent text pointing at the policies it refers to. */
export function PolicyLinks({
  words,
  locale,
}: {
  words: FormWords['shared']['policies']
  locale: Locale
}) {
  const linkClasses = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900'
  return (
    <>
      {' '}
      {words.before}{' '}
      <Link href={localePath(locale, '/privacy-policy')} className={linkClasses}>
        {words.privacyPolicy}
      </Link>{' '}
      {words.and}{' '}
      <Link href={localePath(locale, '/terms-of-service')} className={linkClasses}>
        {words.termsOfService}
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
  words,
}: {
  connection: 'ok' | 'waiting' | 'failed'
  itemName: string
  words: FormWords['shared']['connection']
}) {
  const message = {
    ok: undefined,
    waiting: words.waiting.replace('{item}', itemName),
    failed: words.failed,
  }[connection]
  return (
    <p role="status" className="text-sm font-medium text-amber-800 empty:hidden">
      {message}
    </p>
  )
}
