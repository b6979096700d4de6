import { getTranslations } from 'next-intl/server'

import { MessagePage } from '@/components/ui/message-page'
import { ButtonLink } from '@/components/ui/button'
import { Compass } from '@/components/ui/lucide-icons'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

/** What the 404 page says, in the address's language, with a way back to its home page. */
export async function NotFoundMessage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
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
