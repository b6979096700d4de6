import { CircleCheck } from '@/components/ui/lucide-icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { MessagePage } from '@/components/ui/message-page'
import { ButtonLink } from '@/components/ui/button'
import { localePath } from '@/lib/site/locale-path'
import { routeLocale } from '@/lib/site/route-params'
import { isFormName, submissionTypes } from '@/submissions'
import { ReferenceLine } from '@/submissions/form/form-controls'
import { sharedFormMessages } from '@/submissions/pipeline/language'
import { successMessage, withheldQuery } from '@/submissions/pipeline/response'
import { idOfReference, submissionReference } from '@/submissions/reference'
import { WhatsAppChat } from '@/whatsapp/chat-strip'

type Props = {
  params: Promise<{ locale: string; form: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// It shows the reference of the query: rendered for each request, kept by no cache (neither
// Next's nor the front's, which keeps only what Next answers from its cache).
export const dynamic = 'force-dynamic'

/**
 * The query's reference if it is one of this form's, written as the server writes it ("QR-000042");
 * anything else is ignored.
 */
function referenceOf(value: unknown, type: Parameters<typeof idOfReference>[0]) {
  const id = typeof value === 'string' ? idOfReference(type, value) : undefined
  const reference = id === undefined ? undefined : submissionReference(type, id)
  return reference === value ? reference : undefined
}

async function confirmationOf(params: Props['params'], searchParams: Props['searchParams']) {
  const [locale, { form }, query] = await Promise.all([routeLocale(params), params, searchParams])
  if (!isFormName(form)) notFound()
  const type = submissionTypes.find((candidate) => candidate.form === form)!
  const messages = type.messages[locale]
  return {
    locale,
    type,
    reference: referenceOf(query.ref, type),
    confirmation: {
      ...successMessage(messages, query[withheldQuery.name] === withheldQuery.value),
      next: { label: messages.nextStep, path: type.nextPath },
    },
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { confirmation } = await confirmationOf(params, searchParams)
  // A page for one visitor's moment, not for search results.
  return { title: confirmation.title, robots: { index: false, follow: true } }
}

/**
 * Where a form sent without scripts leads once it is stored (a 303 after the POST, so reloading
 * this page sends nothing again), with the reference to quote. With scripts, the form shows the
 * same words as a toast and in its own place.
 */
export default async function ConfirmationPage({ params, searchParams }: Props) {
  const { locale, type, reference, confirmation } = await confirmationOf(params, searchParams)
  const t = await getTranslations('common')
  return (
    <>
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
      >
        {reference ? (
          <ReferenceLine
            reference={reference}
            itemName={type.messages[locale].itemName}
            words={sharedFormMessages[locale].sent}
          />
        ) : null}
      </MessagePage>
      {reference ? (
        <WhatsAppChat locale={locale} reference={reference} />
      ) : (
        <WhatsAppChat locale={locale} about="home" />
      )}
    </>
  )
}
