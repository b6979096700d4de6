import { BriefcaseBusiness } from '@/components/ui/lucide-icons'

import { Card } from '@/components/ui/card'

/** The empty state's words in the page's language. */
export type NoOpenPositionsLabels = { title: string; text: string }

/** Shown when no posting is active. */
export function NoOpenPositions({ labels }: { labels: NoOpenPositionsLabels }) {
  return (
    <Card className="mx-auto max-w-xl py-12 text-center">
      <BriefcaseBusiness aria-hidden="true" className="mx-auto size-10 text-navy-300" />
      <p className="mt-4 text-lg font-semibold text-navy-950">{labels.title}</p>
      <p className="mt-2 text-slate-600">{labels.text}</p>
    </Card>
  )
}
