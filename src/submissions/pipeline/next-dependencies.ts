import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { getSiteSettings } from '@/lib/data/globals'
import { defaultLocale } from '@/lib/site/locales'
import { cachedRoutingTable } from '@/leads/routing-table'
import { cachedWebhookSubscriptions } from '@/webhooks/subscriptions'

import type { SubmissionDependencies } from './handle-submission'
import { withNotificationAddresses } from './notifications'

/** What a submission needs inside a Next request: the endpoint and the server actions alike. */
export async function requestDependencies(): Promise<SubmissionDependencies> {
  const payload = await getPayload({ config })
  return {
    payload,
    afterResponse: after,
    // The cached copy the pages use, refreshed whenever an editor saves the settings.
    notificationSettings: async () =>
      withNotificationAddresses(await getSiteSettings(defaultLocale)),
    routingTable: () => cachedRoutingTable(payload),
    webhookSubscriptions: () => cachedWebhookSubscriptions(payload),
  }
}
