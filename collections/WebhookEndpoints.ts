import { randomBytes } from 'node:crypto'

import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  FieldHook,
} from 'payload'

import { isAdmin, isAdminField } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { revalidateWebhookEndpoints } from '@/publishing/revalidate'
import { urlRefusal } from '@/webhooks/address-guard'
import { webhookEvents } from '@/webhooks/events'

const generatedSecret: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : `whsec_${randomBytes(32).toString('base64url')}`

/** Ticking Active again starts afresh: no failures counted, no turn-off note. */
const clearFailuresWhenTurnedOn: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.active && originalDoc && !originalDoc.active) {
    return { ...data, failingSince: null, turnedOff: null }
  }
  return data
}

/** An endpoint's delivery log goes with it. */
const deleteDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: id } },
    req,
  })
}

/**
 * Where leads are sent as they arrive and change: a CRM's https address, the events it takes and
 * the secret each delivery is signed with (src/webhooks). Admins only, every operation. An
 * endpoint whose deliveries fail for 3 days is turned off and the admins are told.
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'url',
    defaultColumns: ['url', 'events', 'active', 'failingSince'],
    hidden: hiddenUnless(),
    description:
      'Each lead event is POSTed as signed JSON to the endpoints that take it (see the README: Webhooks).',
    components: {
      beforeList: ['/src/admin/not-localized/NotLocalized#NotLocalized'],
      edit: { beforeDocumentControls: ['/src/admin/not-localized/NotLocalized#NotLocalized'] },
    },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    ...revalidateWebhookEndpoints,
    beforeChange: [clearFailuresWhenTurnedOn],
    beforeDelete: [deleteDeliveries],
  },
  fields: [
    {
      name: 'url',
      label: 'URL',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' ? (urlRefusal(value.trim()) ?? true) : 'Enter the address.',
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)],
      },
      admin: { description: 'An https address on the public internet.' },
    },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      options: webhookEvents.map((event) => ({ value: event, label: event })),
    },
    {
      name: 'secret',
      type: 'text',
      access: { read: isAdminField },
      hooks: { beforeChange: [generatedSecret] },
      admin: {
        description:
          'Signs each delivery (the Webhook-Signature header). Generated when left empty; give it to the receiver.',
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Only active endpoints are sent events.' },
    },
    {
      name: 'failingSince',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Every delivery has failed since then; after 3 days the endpoint is turned off.',
      },
    },
    {
      name: 'turnedOff',
      label: 'Turned off',
      type: 'textarea',
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data.turnedOff) },
    },
    {
      name: 'deliveryLog',
      type: 'ui',
      admin: { components: { Field: '/src/webhooks/DeliveryLog#DeliveryLog' } },
    },
  ],
}
