import type { UIFieldServerProps } from 'payload'

import { reasonQuestions } from '@/desk/deals/outcome-question'
import { dealOutcomesOf } from '@/desk/deals/outcomes'
import { readDealSettings } from '@/desk/deals/settings'
import { adminLanguageOf } from '@/lib/admin/language/words'
import { submissionTypes } from '@/submissions'

import { StatusActionsField } from './StatusActions'

/**
 * The status buttons of a submission's page, with what its deal-closing statuses ask (why, from
 * Site settings → Deals, in the reader's language) read as the page is rendered: the question is
 * in the page's HTML for a post made before the admin's scripts arrive.
 */
export async function StatusActionsWithReasons({
  collectionSlug,
  payload,
  req,
}: UIFieldServerProps) {
  const type = submissionTypes.find((each) => each.slug === collectionSlug)
  if (!type || !dealOutcomesOf(type)) return <StatusActionsField />
  const { reasons } = await readDealSettings(payload)
  return <StatusActionsField reasons={reasonQuestions(type, reasons, adminLanguageOf(req.i18n))} />
}
