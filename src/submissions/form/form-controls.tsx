'use client'

import { clsx } from 'clsx'
import type React from 'react'

import { Button } from '@/components/ui/button'
import { CircleCheck } from '@/components/ui/lucide-icons'
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
      <a href={localePath(locale, '/privacy-policy')} className={linkClasses}>
        {words.privacyPolicy}
      </a>{' '}
      {words.and}{' '}
      <a href={localePath(locale, '/terms-of-service')} className={linkClasses}>
        {words.termsOfService}
      </a>
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

/**
 * What replaces a form once its script has sent it: the success message and the reference to
 * quote, which stay until the visitor fills the form again (the toast saying the same goes).
 * Focused when it appears, so that screen readers read it and the page scrolls to it.
 */
export function SentConfirmation({
  success,
  reference,
  itemName,
  words,
  onAgain,
}: {
  success: FormWords['own']['success']
  reference?: string
  itemName: string
  words: FormWords['shared']['sent']
  onAgain: () => void
}) {
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={(element) => element?.focus()}
      className="flex flex-col items-center rounded-lg border border-teal-200 bg-teal-50 px-6 py-10 text-center outline-none"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-teal-700" />
      <p className="mt-4 text-2xl font-bold text-navy-950">{success.title}</p>
      <p className="mt-2 max-w-md text-slate-700">{success.description}</p>
      {reference ? <ReferenceLine reference={reference} itemName={itemName} words={words} /> : null}
      <Button variant="outline" className="mt-8" onClick={onAgain}>
        {words.again}
      </Button>
    </div>
  )
}

/** The reference to quote, on the confirmation in the form's place and on the confirmation page. */
export function ReferenceLine({
  reference,
  itemName,
  words,
}: {
  reference: string
  itemName: string
  words: Pick<FormWords['shared']['sent'], 'reference' | 'quoteIt'>
}) {
  return (
    <div className="mt-6">
      <p className="text-lg text-navy-950">
        {words.reference} <strong className="font-mono font-semibold">{reference}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-600">{words.quoteIt.replace('{item}', itemName)}</p>
    </div>
  )
}
