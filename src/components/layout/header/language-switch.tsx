'use client'

import { clsx } from 'clsx'
import { usePathname } from 'next/navigation'

import { languageSwitchHref } from '@/lib/site/language-switch'
import type { Locale } from '@/lib/site/locales'

type LanguageSwitchProps = {
  to: Locale
  /** The other language's name, in that language. */
  name: string
  /** What following the link does, in that language. */
  label: string
  className?: string
}

/**
 * The same page in the other language, through the server, which keeps the choice in a cookie
 * (so that the visitor's next visit to / opens in it) and leads on: a plain link, the same before,
 * after and without the scripts. Crawlers are kept off it (rel, robots.txt, X-Robots-Tag).
 */
export function LanguageSwitch({ to, name, label, className }: LanguageSwitchProps) {
  const pathname = usePathname()
  return (
    <a
      href={languageSwitchHref(to, pathname)}
      hrefLang={to}
      lang={to}
      rel="nofollow"
      aria-label={label}
      className={clsx(
        'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-navy-50 hover:text-navy-950',
        className,
      )}
    >
      {name}
    </a>
  )
}
