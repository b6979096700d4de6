'use client'

import { clsx } from 'clsx'
import { ChevronDown, Menu, X } from '@/components/ui/lucide-icons'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { localeCookie, pathInLocale } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { LogoMark } from './logo'

/** The spec's delay between the pointer leaving the products menu and the menu closing. */
export const dropdownCloseDelayMs = 150

type NavLink = { label: string; href: string }
type ProductLink = { title: string; href: string }

/** The header's words in the page's language. */
export type HeaderLabels = {
  mainNavigation: string
  mobileNavigation: string
  partnerWithUs: string
  getQuote: string
  openMenu: string
  closeMenu: string
  showProducts: string
  hideProducts: string
  viewAllProducts: string
  /** The other language's name, in that language, and what following the link does. */
  otherLanguage: string
  otherLanguageLabel: string
}

type HeaderNavProps = {
  labels: HeaderLabels
  /** The language the switcher leads to. */
  otherLocale: Locale
  siteName: string
  homeHref: string
  links: NavLink[]
  productsHref: string
  products: ProductLink[]
  quoteHref: string
  partnerHref: string
}

/** `aria-current` for a link to `href` on the page at `pathname`. */
const currentPage = (pathname: string, href: string) => (pathname === href ? 'page' : undefined)

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-teal-800'

export function HeaderNav(props: HeaderNavProps) {
  const { labels, otherLocale, siteName, homeHref, links, productsHref } = props
  const { products, quoteHref, partnerHref } = props
  const pathname = usePathname()
  const [mobileOpen, setMobileOpen] = useState(false)
  const current = (href: string) => currentPage(pathname, href)
  const closeMobile = () => setMobileOpen(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // From the toggle or from inside the menu; focus goes back to the toggle, not to the page's top.
  const closeMobileOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !mobileOpen) return
    closeMobile()
    toggle.current?.focus()
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          href={homeHref}
          className="flex shrink-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-navy-950"
        >
          <LogoMark className="size-8" />
          {siteName}
        </Link>

        <nav aria-label={labels.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                {link.href === productsHref ? (
                  <ProductsMenu
                    link={link}
                    products={products}
                    current={current(link.href)}
                    labels={labels}
                  />
                ) : (
                  <Link href={link.href} aria-current={current(link.href)} className={navLinkClass}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch to={otherLocale} labels={labels} pathname={pathname} />
          <ButtonLink href={partnerHref} variant="outline" size="sm">
            {labels.partnerWithUs}
          </ButtonLink>
          <ButtonLink href={quoteHref} size="sm">
            {labels.getQuote}
          </ButtonLink>
        </div>

        <button
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-navy-950 hover:bg-navy-50 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          ref={toggle}
          onClick={() => setMobileOpen((open) => !open)}
          onKeyDown={closeMobileOnEscape}
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{mobileOpen ? labels.closeMenu : labels.openMenu}</span>
        </button>
      </Container>

      {mobileOpen ? (
        <MobileMenu
          {...props}
          pathname={pathname}
          close={closeMobile}
          onKeyDown={closeMobileOnEscape}
        />
      ) : null}
    </header>
  )
}

/**
 * The menu under the header on small screens, on the page only while it is open: closed, it would
 * be some seventy hidden elements and two dozen links for every page to lay out and hydrate.
 */
function MobileMenu({
  labels,
  otherLocale,
  links,
  productsHref,
  products,
  quoteHref,
  partnerHref,
  pathname,
  close,
  onKeyDown,
}: HeaderNavProps & {
  pathname: string
  close: () => void
  onKeyDown: (event: KeyboardEvent) => void
}) {
  const current = (href: string) => currentPage(pathname, href)
  return (
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 lg:hidden"
      onKeyDown={onKeyDown}
    >
      <Container className="py-4">
        <nav aria-label={labels.mobileNavigation}>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current(link.href)}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 font-medium text-navy-950 hover:bg-navy-50 aria-[current=page]:text-teal-800"
                >
                  {link.href === productsHref ? labels.viewAllProducts : link.label}
                </Link>
                {link.href === productsHref ? (
                  <ul className="mt-1 mb-2 grid grid-cols-1 gap-x-2 border-l-2 border-teal-100 pl-3 sm:grid-cols-2">
                    {products.map((product) => (
                      <li key={product.href}>
                        <Link
                          href={product.href}
                          aria-current={current(product.href)}
                          onClick={close}
                          className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-navy-50 hover:text-navy-950"
                        >
                          {product.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch
          to={otherLocale}
          labels={labels}
          pathname={pathname}
          className="mt-2 block px-3 py-2.5"
        />
        <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4 sm:grid-cols-2">
          <ButtonLink href={partnerHref} variant="outline" onClick={close}>
            {labels.partnerWithUs}
          </ButtonLink>
          <ButtonLink href={quoteHref} onClick={close}>
            {labels.getQuote}
          </ButtonLink>
        </div>
      </Container>
    </div>
  )
}

/**
 * The same page in the other language. The choice is kept in a cookie, so that the visitor's next
 * visit to / opens in it (src/server/language-choice.ts); a plain link, so it works before scripts too.
 */
function LanguageSwitch({
  to,
  labels,
  pathname,
  className,
}: {
  to: Locale
  labels: HeaderLabels
  pathname: string
  className?: string
}) {
  return (
    <a
      href={pathInLocale(pathname, to)}
      hrefLang={to}
      lang={to}
      aria-label={labels.otherLanguageLabel}
      onClick={() => {
        document.cookie = `${localeCookie}=${to}; path=/; max-age=31536000; samesite=lax`
      }}
      className={clsx(
        'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-navy-50 hover:text-navy-950',
        className,
      )}
    >
      {labels.otherLanguage}
    </a>
  )
}

type ProductsMenuProps = {
  link: NavLink
  products: ProductLink[]
  current: 'page' | undefined
  labels: HeaderLabels
}

/**
 * Opens on hover and on keyboard focus, closes 150 ms after the pointer leaves (so a diagonal
 * move to the panel does not close it), when focus leaves it, on Escape and when a link is chosen.
 */
function ProductsMenu({ link, products, current, labels }: ProductsMenuProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  // After Escape, focus returns to the trigger; that focus must not reopen the menu.
  const dismissed = useRef(false)
  // A click on the toggle after the pointer opened the menu keeps it open rather than closing it.
  const openedByHover = useRef(false)

  const cancelClose = () => window.clearTimeout(closeTimer.current)
  const show = () => {
    cancelClose()
    setOpen(true)
  }
  const hide = () => {
    cancelClose()
    setOpen(false)
  }
  const hideSoon = () => {
    cancelClose()
    closeTimer.current = window.setTimeout(() => setOpen(false), dropdownCloseDelayMs)
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true
        show()
      }}
      onMouseLeave={hideSoon}
      onFocus={(event) => {
        if (!dismissed.current && event.target.matches(':focus-visible')) show()
      }}
      onBlur={(event) => {
        if (wrapper.current?.contains(event.relatedTarget as Node | null)) return
        dismissed.current = false
        hide()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        dismissed.current = true
        hide()
        trigger.current?.focus()
      }}
    >
      <div className="flex items-center">
        <Link
          ref={trigger}
          href={link.href}
          aria-current={current}
          className={navLinkClass}
          onClick={hide}
        >
          {link.label}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="products-menu"
          className="-ml-2 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-navy-50 hover:text-navy-950"
          onClick={() => {
            dismissed.current = false
            if (open && !openedByHover.current) hide()
            else show()
            openedByHover.current = false
          }}
        >
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', open && 'rotate-180')}
          />
          <span className="sr-only">{open ? labels.hideProducts : labels.showProducts}</span>
        </button>
      </div>
      {/* On the page only while open, for the reason MobileMenu gives. */}
      {open ? (
        <div
          id="products-menu"
          className="absolute top-full left-1/2 w-[36rem] -translate-x-1/2 pt-3"
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl shadow-navy-950/10">
            <Link
              href={link.href}
              onClick={hide}
              className="mb-2 flex items-center justify-between rounded-lg bg-navy-50 px-4 py-3 text-sm font-semibold text-navy-950 hover:bg-navy-100"
            >
              {labels.viewAllProducts}
              <span aria-hidden="true">→</span>
            </Link>
            <ul className="grid grid-cols-2 gap-1">
              {products.map((product) => (
                <li key={product.href}>
                  <Link
                    href={product.href}
                    onClick={hide}
                    className="block rounded-lg px-4 py-2.5 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-900"
                  >
                    {product.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  )
}
