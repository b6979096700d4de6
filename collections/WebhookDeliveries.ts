import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { submissionRecordFields } from '@/submissions/records'
import { replayEndpoint } from '@/webhooks/replay'
import { webhookEvents } from '@/webhooks/events'

const time = { pickerAppearance: 'dayAndTime' } as const

/**
 * The outbox and log of webhook deliveries: one per endpoint and event, written in the transaction
 * of the change it tells of, sent and retried by src/webhooks/deliver.ts. Only the server writes
 * them; admins read them on their endpoint's page and replay one. They hold the lead's personal
 * data: deleted with their lead, and after 30 days.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  lockDocuments: false,
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: 'Lead desk',
    useAsTitle: 'event',
    defaultColumns: ['event', 'status', 'statusCode', 'attempts', 'nextAttemptAt', 'createdAt'],
    hidden: true,
  },
  defaultSort: '-createdAt',
  // The sweep's look-up of what is due, endpoint by endpoint (createdAt, which the retention
  // reads, has its own).
  indexes: [{ fields: ['endpoint', 'status', 'nextAttemptAt'] }],
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  endpoints: [replayEndpoint],
  fields: [
    // The endpoint's id, without a foreign key: every lead arriving at once would otherwise
    // key-share lock the endpoint's one row, which cost PostgreSQL a MultiXact per lead.
    { name: 'endpoint', type: 'number', required: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: webhookEvents.map((event) => ({ value: event, label: event })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'delivered', label: 'Delivered' },
        { value: 'failed', label: 'Failed (gave up)' },
      ],
    },
    { name: 'statusCode', label: 'Status code', type: 'number' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', admin: { date: time } },
    // Set by the sweep that takes the delivery, until it is sent. No index covers it (keep it
    // so): the claim then changes no indexed column and PostgreSQL writes it as a HOT update, in
    // the row's own page, without touching the table's four indexes.
    {
      name: 'claimedUntil',
      label: 'Claimed until',
      type: 'date',
      admin: { date: time, hidden: true },
    },
    { name: 'lastAttemptAt', label: 'Last attempt', type: 'date', admin: { date: time } },
    { name: 'deliveredAt', type: 'date', admin: { date: time } },
    { name: 'error', type: 'text' },
    {
      name: 'replay',
      type: 'ui',
      admin: {
        components: {
          Cell: '/src/webhooks/ReplayButton#ReplayCell',
          Field: '/src/webhooks/ReplayButton#ReplayField',
        },
      },
    },
    { name: 'deliveryId', label: 'Delivery id', type: 'text', required: true },
    ...submissionRecordFields,
    { name: 'body', type: 'code', required: true, admin: { language: 'json' } },
  ],
}
