import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactSection } from '@/components/home/contact-section'
import { PageHero } from '@/components/shared/page-hero'
import { getHomePage, getSiteSettings } from '@/lib/data/globals'
import { pageGlobalMetadata } from '@/lib/site/page-metadata'
import { routeLocale } from '@/lib/site/route-params'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = { params: Promise<{ locale: string }> }

/** The contact page's words: the home page's contact section, which editors write once. */
async function contactCopy(locale: Awaited<ReturnType<typeof routeLocale>>) {
  const [page, t] = await Promise.all([getHomePage(locale), getTranslations('pages.contact')])
  return {
    contact: page.contact,
    hero: { heading: page.contact?.heading || t('heading'), intro: page.contact?.intro },
    meta: { keywords: t('keywords') },
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { hero, meta } = await contactCopy(locale)
  return pageGlobalMetadata({ hero, meta }, '/contact', locale)
}

/** /contact and /fr/contact: the contact form, with the company's address, phone and e-mail. */
export default async function ContactPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [{ contact, hero }, settings, t] = await Promise.all([
    contactCopy(locale),
    getSiteSettings(locale),
    getTranslations('pages.contact'),
  ])
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} heading={hero.heading} intro={hero.intro} />
      <ContactSection
        contact={{ ...contact, heading: t('formHeading'), intro: null }}
        details={settings.contact}
        locale={locale}
        page="/contact"
      />
      <WhatsAppChat locale={locale} about="contact" />
    </>
  )
}
