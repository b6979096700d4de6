import { BriefcaseBusiness } from 'lucide-react'

import { Card } from '@/components/ui/card'

/** Shown when no posting is active. */
export function NoOpenPositions() {
  return (
    <Card className="mx-auto max-w-xl py-12 text-center">
      <BriefcaseBusiness aria-hidden="true" className="mx-auto size-10 text-navy-300" />
      <p className="mt-4 text-lg font-semibold text-navy-950">
        No open positions available at the moment.
      </p>
      <p className="mt-2 text-slate-600">Check back soon for new opportunities!</p>
    </Card>
  )
}
