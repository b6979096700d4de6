import { CircleCheck } from '@/components/ui/lucide-icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { MessagePage } from '@/components/shared/message-page'
import { ButtonLink } from '@/components/ui/button'
import { localePath } from '@/lib/site/locale-path'
import { routeLocale } from '@/lib/site/route-params'
import { formNames, isFormName, submissionTypes } from '@/submissions'

type Props = { params: Promise<{ locale: string; form: string }> }

export function generateStaticParams() {
  return formNames.map((form) => ({ form }))
}

async function confirmationOf(params: Props['params']) {
  const [locale, { form }] = await Promise.all([routeLocale(params), params])
  if (!isFormName(form)) notFound()
  const type = submissionTypes.find((candidate) => candidate.form === form)!
  const messages = type.messages[locale]
  return {
    locale,
    confirmation: {
      ...messages.success,
      next: { label: messages.nextStep, path: type.nextPath },
    },
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { confirmation } = await confirmationOf(params)
  // A page for one visitor's moment, not for search results.
  return { title: confirmation.title, robots: { index: false, follow: true } }
}

/**
 * Where a form sent without scripts leads once it is stored (a 303 after the POST, so reloading
 * this page sends nothing again). With scripts, the form shows the same words as a toast.
 */
export default async function ConfirmationPage({ params }: Props) {
  const { locale, confirmation } = await confirmationOf(params)
  const t = await getTranslations('common')
  return (
    <MessagePage
      icon={CircleCheck}
      title={confirmation.title}
      text={confirmation.description}
      actions={
        <>
          <ButtonLink href={localePath(locale, confirmation.next.path)} size="lg">
            {confirmation.next.label}
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/')} size="lg" variant="outline">
            {t('returnHome')}
          </ButtonLink>
        </>
      }
    />
  )
}
