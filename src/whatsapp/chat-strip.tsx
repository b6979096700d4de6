import { getTranslations } from 'next-intl/server'

import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { MessageSquare } from '@/components/ui/lucide-icons'
import type { Messages } from '@/i18n/messages'
import { getSiteSettings } from '@/lib/data/globals'
import type { Locale } from '@/lib/site/locales'

import { chatHours } from './chat-hours'
import { chatLink, greetingAbout } from './chat-link'

/** A page that is no document of its own, named by the catalogue; any other page by its title. */
type Topic = keyof Omit<Messages['whatsapp']['topics'], 'titled'> | { title: string }

type Props = { locale: Locale } & (
  | { about: Topic }
  /** The thank-you page: the chat carries the visitor's reference. */
  | { reference: string }
)

/**
 * The click-to-chat strip at the foot of a public page: a plain link to the site's WhatsApp number
 * with its first message ready (what page the visitor is on, or their reference), and the chosen
 * team's business hours.
 * In the page's flow, not over it, so that it never covers a form's button on a phone; read from
 * the cached settings, so the page stays cached. No number in the settings: nothing.
 */
export async function WhatsAppChat(props: Props) {
  const { locale } = props
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'whatsapp' }),
  ])
  const { number, hoursTeam, greeting } = settings.whatsapp ?? {}
  if (!number) return null
  const hours = typeof hoursTeam === 'object' && hoursTeam ? chatHours(hoursTeam, locale) : null
  let text: string
  let visible: string
  let label: string
  if ('reference' in props) {
    text = t('reference', { reference: props.reference })
    visible = t('continue')
    label = t('continueWithReference', { reference: props.reference })
  } else {
    const page =
      typeof props.about === 'string'
        ? t(`topics.${props.about}`, { siteName: settings.siteName })
        : t('topics.titled', { title: props.about.title })
    text = greetingAbout(greeting || t.raw('greeting'), page)
    visible = t('chat')
    label = t('chatAbout', { page })
  }
  return (
    <section aria-label="WhatsApp" className="border-t border-teal-100 bg-teal-50 py-6">
      <Container className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center sm:gap-6 sm:text-left">
        <p className="text-navy-950">{t('invitation')}</p>
        <a href={chatLink(number, text)} aria-label={label} className={buttonClasses()}>
          <MessageSquare aria-hidden="true" className="size-5" />
          {visible}
        </a>
        {hours ? <p className="text-sm text-slate-700">{t('hours', { hours })}</p> : null}
      </Container>
    </section>
  )
}
