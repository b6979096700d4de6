import { Mail, MapPin, Phone } from '@/components/ui/lucide-icons'
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { ContactForm } from '@/submissions/contact/form'
import { formSetup } from '@/submissions/form/words'
import type { Locale } from '@/lib/site/locales'
import type { HomePage, SiteSetting } from '@/payload-types'

type ContactSectionProps = {
  contact: HomePage['contact']
  details: SiteSetting['contact']
  locale: Locale
  /** The page the form is on (its submissions record it): the home page, or /contact. */
  page?: string
}

export async function ContactSection({
  contact,
  details,
  locale,
  page = '/',
}: ContactSectionProps) {
  const t = await getTranslations('pages.home')
  const channels = [
    { Icon: MapPin, label: t('headquarters'), value: details.address },
    {
      Icon: Phone,
      label: t('phone'),
      value: details.phone,
      href: `tel:${details.phone.replace(/\s+/g, '')}`,
    },
    { Icon: Mail, label: t('email'), value: details.email, href: `mailto:${details.email}` },
  ]
  return (
    <Section
      id="contact"
      tone="muted"
      eyebrow={t('contactEyebrow')}
      heading={contact?.heading}
      intro={contact?.intro}
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <ContactForm {...formSetup('contact', locale, page)} />
        </Card>
        <address className="space-y-4 not-italic">
          {channels.map(({ Icon, label, value, href }) => (
            <Card key={label} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700"
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-navy-950">{label}</p>
                {href ? (
                  <a href={href} className="break-words text-slate-700 hover:text-teal-800">
                    {value}
                  </a>
                ) : (
                  <p className="whitespace-pre-line text-slate-700">{value}</p>
                )}
              </div>
            </Card>
          ))}
        </address>
      </div>
    </Section>
  )
}
