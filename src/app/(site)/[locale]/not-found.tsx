import { Compass } from '@/components/ui/lucide-icons'
import { getLocale, getTranslations } from 'next-intl/server'

import { MessagePage } from '@/components/shared/message-page'
import { ButtonLink } from '@/components/ui/button'
import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'

export default async function NotFound() {
  const [t, requested] = await Promise.all([getTranslations('common'), getLocale()])
  const locale = isLocale(requested) ? requested : defaultLocale
  return (
    <MessagePage
      icon={Compass}
      eyebrow="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <ButtonLink href={localePath(locale, '/')} size="lg">
          {t('returnHome')}
        </ButtonLink>
      }
    />
  )
}
