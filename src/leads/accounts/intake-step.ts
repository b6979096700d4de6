import { routingTableAsStored, routingTableOf, type RoutingTableReader } from '@/desk/intake-step'
import { intakeStep } from '@/submissions/pipeline/steps'

import { accountOfSender } from './match'

/**
 * A new lead's sender matched as it is stored: their organization, by the address's domain, and
 * who they are across leads. Before the desk's step: a rule may send an organization's leads to
 * its account owner.
 */
export const accountIntakeStep = (readTable: RoutingTableReader = routingTableAsStored) =>
  intakeStep({
    name: 'account',
    prepare: (payload, read) => routingTableOf(payload, read, readTable),
    run: async ({ sender }, table) => ({ fields: accountOfSender(sender.email, table) }),
  })
