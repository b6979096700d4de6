'use client'

import { OpenPositionsError } from '@/components/careers/open-positions-error'
import { Section } from '@/components/ui/section'

/** The careers page failed to render, in practice because the job postings could not be read. */
export default function CareersError() {
  return (
    <Section id="open-positions" heading="Open Positions">
      <OpenPositionsError />
    </Section>
  )
}
