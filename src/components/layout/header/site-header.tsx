import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Menu, X } from '@/components/ui/lucide-icons'
import { getSiteSettings } from '@/lib/data/globals'
import { getProducts } from '@/lib/data/products'
import { localePath } from '@/lib/site/locale-path'
import { locales, type Locale } from '@/lib/site/locales'

import { LogoMark } from '../logo'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { ProductsMenu } from './products-menu'

type SiteHeaderProps = {
  locale: Locale
  /** The page on screen, as the browser shows its path: its links say so (`aria-current`). */
  currentPath: string
}

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-teal-800'

/**
 * The site's header. Every control in it works from the first paint, before and without the
 * page's scripts: the products menu opens on hover and focus in CSS, the mobile menu is a
 * <details>, the language switch a link the server answers. The scripts only enhance the two
 * menus (products-menu.tsx, mobile-menu.tsx); their panels and every link are rendered here, on
 * the server, as plain <a>: a page is a whole load, with nothing of each link to hydrate.
 */
export async function SiteHeader({ locale, currentPath }: SiteHeaderProps) {
  const path = (href: string) => localePath(locale, href)
  const [settings, products, t] = await Promise.all([
    getSiteSettings(locale),
    getProducts(locale),
    getTranslations('layout'),
  ])
  const otherLocale = locales.find((other) => other !== locale)!
  const links = (settings.headerLinks ?? []).map(({ label, href }) => ({ label, href: path(href) }))
  const productsHref = path('/products-services')
  const productLinks = products.map(({ title, slug }) => ({
    title,
    href: path(`/products/${slug}`),
  }))
  const languageSwitch = (className?: string) => (
    <LanguageSwitch
      to={otherLocale}
      from={currentPath}
      name={t('otherLanguage')}
      label={t('otherLanguageLabel')}
      className={className}
    />
  )
  const buttons = (size?: 'sm') => (
    <>
      <ButtonLink href={path('/partnership')} variant="outline" size={size}>
        {t('partnerWithUs')}
      </ButtonLink>
      <ButtonLink href={path('/get-quote')} size={size}>
        {t('getQuote')}
      </ButtonLink>
    </>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <a
          href={path('/')}
          className="flex shrink-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-navy-950"
        >
          <LogoMark className="size-8" />
          {settings.siteName}
        </a>

        <nav aria-label={t('mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                {link.href === productsHref ? (
                  <ProductsMenu
                    trigger={
                      <NavLink currentPath={currentPath} href={link.href} className={navLinkClass}>
                        {link.label}
                      </NavLink>
                    }
                    labels={{ show: t('showProducts'), hide: t('hideProducts') }}
                  >
                    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl shadow-navy-950/10">
                      <a
                        href={link.href}
                        className="mb-2 flex items-center justify-between rounded-lg bg-navy-50 px-4 py-3 text-sm font-semibold text-navy-950 hover:bg-navy-100"
                      >
                        {t('viewAllProducts')}
                        <span aria-hidden="true">→</span>
                      </a>
                      <ProductList
                        products={productLinks}
                        currentPath={currentPath}
                        className="grid grid-cols-2 gap-1"
                        linkClassName="block rounded-lg px-4 py-2.5 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-900"
                      />
                    </div>
                  </ProductsMenu>
                ) : (
                  <NavLink currentPath={currentPath} href={link.href} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {languageSwitch()}
          {buttons('sm')}
        </div>

        <MobileMenu
          className="-mr-2 lg:hidden"
          toggle={
            <>
              <Menu aria-hidden="true" className="size-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open:block" />
              <span className="sr-only group-open:hidden">{t('openMenu')}</span>
              <span className="sr-only hidden group-open:inline">{t('closeMenu')}</span>
            </>
          }
        >
          <Container className="py-4">
            <nav aria-label={t('mobileNavigation')}>
              <ul className="space-y-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <NavLink
                      currentPath={currentPath}
                      href={link.href}
                      className="block rounded-md px-3 py-2.5 font-medium text-navy-950 hover:bg-navy-50 aria-[current=page]:text-teal-800"
                    >
                      {link.href === productsHref ? t('viewAllProducts') : link.label}
                    </NavLink>
                    {link.href === productsHref ? (
                      <ProductList
                        products={productLinks}
                        currentPath={currentPath}
                        className="mt-1 mb-2 grid grid-cols-1 gap-x-2 border-l-2 border-teal-100 pl-3 sm:grid-cols-2"
                        linkClassName="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-navy-50 hover:text-navy-950"
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
            {languageSwitch('mt-2 block px-3 py-2.5')}
            <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4 sm:grid-cols-2">
              {buttons()}
            </div>
          </Container>
        </MobileMenu>
      </Container>
    </header>
  )
}

type ProductListProps = {
  products: { title: string; href: string }[]
  currentPath: string
  className: string
  linkClassName: string
}

/** The products, as the desktop panel and the mobile menu both list them. */
function ProductList({ products, currentPath, className, linkClassName }: ProductListProps) {
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.href}>
          <NavLink currentPath={currentPath} href={product.href} className={linkClassName}>
            {product.title}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

type NavLinkProps = React.ComponentProps<'a'> & { href: string; currentPath: string }

/** A header link that says when it leads to the page on screen. */
function NavLink({ href, currentPath, ...props }: NavLinkProps) {
  return <a href={href} aria-current={href === currentPath ? 'page' : undefined} {...props} />
}
