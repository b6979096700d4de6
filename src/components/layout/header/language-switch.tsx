import { clsx } from 'clsx'

import { languageSwitchHref } from '@/lib/site/language-switch'
import type { Locale } from '@/lib/site/locales'

type LanguageSwitchProps = {
  to: Locale
  /** The page on screen, as the browser shows its path. */
  from: string
  /** The other language's name, in that language. */
  name: string
  /** What following the link does, in that language. */
  label: string
  className?: string
}

/**
 * The same page in the other language, through the server, which keeps the choice in a cookie
 * (so that the visitor's next visit to / opens in it) and leads on: a plain link, rendered on the
 * server. Crawlers are kept off it (rel, robots.txt, X-Robots-Tag).
 */
export function LanguageSwitch({ to, from, name, label, className }: LanguageSwitchProps) {
  return (
    <a
      href={languageSwitchHref(to, from)}
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
