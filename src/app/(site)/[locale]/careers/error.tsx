'use client'

import { useParams } from 'next/navigation'

import { OpenPositionsError } from '@/components/careers/open-positions-error'
import { errorWords } from '@/i18n/messages/errors'
import { defaultLocale, isLocale } from '@/lib/site/locales'
import { Section } from '@/components/ui/section'

/**
 * The careers page failed to render, in practice because the job postings could not be read. An
 * error boundary has no server parent: it reads its words itself (src/i18n/messages/errors.ts).
 */
export default function CareersError() {
  const { locale } = useParams<{ locale: string }>()
  const words = errorWords[isLocale(locale) ? locale : defaultLocale].careersError
  return (
    <Section id="open-positions" heading={words.heading}>
      <OpenPositionsError labels={words} />
    </Section>
  )
}
