import { after } from 'next/server'

import { getSiteSettings } from '@/lib/data/globals'
import { defaultLocale } from '@/lib/site/locales'

import type { SubmissionDependencies } from './handle-submission'
import { withNotificationAddresses } from './notifications'
import { payloadClient } from '@/lib/data/payload'

/** What a submission needs inside a Next request: the endpoint and the server actions alike. */
export async function requestDependencies(): Promise<SubmissionDependencies> {
  const payload = await payloadClient()
  return {
    payload,
    afterResponse: after,
    // The cached copy the pages use, refreshed whenever an editor saves the settings.
    notificationSettings: async () =>
      withNotificationAddresses(await getSiteSettings(defaultLocale)),
    cached: true,
  }
}
