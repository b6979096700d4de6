/**
 * Sends one delivery to the address given and prints the outcome as JSON: run in a process of
 * its own, so that the NODE_EXTRA_CA_CERTS it is started with is the one Node read at start.
 */
import { sendDelivery } from '../../../src/webhooks/send'

const [url] = process.argv.slice(2)
const outcome = await sendDelivery({
  url: url!,
  secret: 'whsec_child',
  deliveryId: 'child-delivery',
  body: '{"version":1}',
})
process.stdout.write(JSON.stringify(outcome))
