import { routingTableAsStored, routingTableOf, type RoutingTableReader } from '@/desk/intake-step'
import { intakeStep } from '@/submissions/pipeline/steps'

import { deliverWebhooksAfterCommit } from './deliver'
import { queueLeadCreated } from './lead-events'
import { cachedWebhookSubscriptions, readWebhookSubscriptions } from './subscriptions'

/**
 * `lead.created`, queued in the submission's transaction for each endpoint that wants it, and sent
 * after the response by the deliveries' own sweep (in the deliveries worker, when there is one): a
 * slow receiver delays no one.
 */
export const webhookIntakeStep = (readTable: RoutingTableReader = routingTableAsStored) =>
  intakeStep({
    name: 'webhooks',
    prepare: async (payload, read) => {
      const subscriptions = read.cached
        ? await cachedWebhookSubscriptions(payload)
        : await readWebhookSubscriptions(payload)
      // The owner's name and address come from the table routing took them from.
      const accounts =
        subscriptions.length === 0 ? [] : (await routingTableOf(payload, read, readTable)).accounts
      return { subscriptions, accounts }
    },
    run: async ({ type }, { subscriptions, accounts }, req) =>
      subscriptions.length === 0
        ? undefined
        : {
            afterInsert: async ({ row, id, now }) => {
              const owner = accounts.find((account) => account.id === row.owner)
              const queued = await queueLeadCreated(
                req,
                subscriptions,
                type,
                { ...row, id, createdAt: now },
                owner,
              )
              return queued > 0
                ? { afterResponse: async () => deliverWebhooksAfterCommit(req.payload) }
                : undefined
            },
          },
  })
