import { Mail, MapPin, Phone } from '@/components/ui/lucide-icons'

import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/ui/container'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'

import { LogoMark } from './logo'

type SiteFooterProps = { settings: SiteSetting; locale: Locale }

const headingClass = 'text-sm font-semibold tracking-wider text-white uppercase'
const linkClass = 'rounded-sm text-navy-100 transition-colors hover:text-white'

export async function SiteFooter({ settings, locale }: SiteFooterProps) {
  const path = (href: string) => localePath(locale, href)
  const t = await getTranslations('layout.footer')
  const { contact } = settings
  const companyLinks = [
    { label: t('about'), href: '/about' },
    { label: t('careers'), href: '/careers' },
    { label: t('partnerships'), href: '/partnership' },
    { label: t('getQuote'), href: '/get-quote' },
  ]
  return (
    <footer className="bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <a
            href={path('/')}
            className="flex items-center gap-2.5 rounded-md text-lg font-bold text-white"
          >
            <LogoMark className="size-8" />
            {settings.siteName}
          </a>
          {settings.footerTagline ? (
            <p className="mt-4 max-w-sm text-sm leading-relaxed">{settings.footerTagline}</p>
          ) : null}
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
              <span className="whitespace-pre-line">{contact.address}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
              <a className={linkClass} href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
              <a className={linkClass} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-products" className="lg:col-span-3">
          <h2 id="footer-products" className={headingClass}>
            {t('solutions')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {(settings.footerProductLinks ?? []).map((link) => (
              <li key={link.href}>
                <a className={linkClass} href={path(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-2">
          <h2 className={headingClass}>{t('markets')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {(settings.markets ?? []).map((market) => (
              <li key={market.name}>{market.name}</li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-company" className="lg:col-span-3">
          <h2 id="footer-company" className={headingClass}>
            {t('company')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <a className={linkClass} href={path(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { year: new Date().getFullYear(), siteName: settings.siteName })}</p>
          <ul className="flex gap-6">
            <li>
              <a className={linkClass} href={path('/privacy-policy')}>
                {t('privacyPolicy')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={path('/terms-of-service')}>
                {t('termsOfService')}
              </a>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  )
}
