import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { getSiteSettings } from '@/lib/data/globals'
import { defaultLocale } from '@/lib/locales'
import { handleSubmission } from '@/lib/submissions/handle-submission'

/**
 * POST /api/forms/{contact,quote,partnership,job-application}. More specific than Payload's
 * /api/[...slug] catch-all, so Next routes these paths here.
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  // `cron: true` starts the jobs autoRun schedule, which retries e-mails that failed.
  const payload = await getPayload({ config, cron: true })
  return handleSubmission(request, (await params).form, {
    payload,
    afterResponse: after,
    // The cached copy the pages use, refreshed whenever an editor saves the settings.
    notificationSettings: () => getSiteSettings(defaultLocale),
  })
}
