'use client'

import { useTranslations } from 'next-intl'

import { OpenPositionsError } from '@/components/careers/open-positions-error'
import { Section } from '@/components/ui/section'

/**
 * The careers page failed to render, in practice because the job postings could not be read. An
 * error boundary has no server parent: its words are among the messages the layout gives the
 * client (pages.careersError).
 */
export default function CareersError() {
  const t = useTranslations('pages.careersError')
  return (
    <Section id="open-positions" heading={t('heading')}>
      <OpenPositionsError labels={{ text: t('text'), retry: t('retry') }} />
    </Section>
  )
}
