import type { Tab } from 'payload'

import { isAdminField } from '@/access'
import { en } from '@/i18n/messages/en'

import { validWhatsAppNumber, whatsAppNumberInE164 } from './chat-link'

/**
 * Site settings → WhatsApp: the business number every public page's chat button opens (none: no
 * button), the team whose business hours are shown beside it, and the chat's first message, per
 * language.
 */
export const whatsAppTab: Tab = {
  label: 'WhatsApp',
  name: 'whatsapp',
  description:
    'The chat button on every public page. Without a number, the site shows no WhatsApp button.',
  fields: [
    {
      name: 'number',
      label: 'Business number',
      type: 'text',
      validate: validWhatsAppNumber,
      // Kept in E.164 however it was typed, as the forms keep visitors' phones.
      hooks: {
        beforeChange: [
          ({ value }) =>
            typeof value === 'string' && value.trim() !== ''
              ? (whatsAppNumberInE164(value) ?? value)
              : value,
        ],
      },
      // Every page and thank-you message sends visitors to it: like the notification addresses,
      // for admins to change (editors see it, read-only).
      access: { update: isAdminField },
      admin: {
        description:
          'In international form, e.g. +233 20 123 4567; kept as +233201234567. Only admins can change it.',
      },
    },
    {
      name: 'hoursTeam',
      label: 'Hours from team',
      type: 'relationship',
      relationTo: 'teams',
      access: { update: isAdminField },
      admin: {
        description:
          'Visitors see this team\'s business hours beside the button, in their language (e.g. "Mon–Fri, 8:00–17:00 GMT"). None: no hours shown.',
      },
    },
    {
      name: 'greeting',
      label: 'Greeting',
      type: 'text',
      localized: true,
      admin: {
        description: `The chat's first message; {page} is the page the visitor is on. Empty: "${en.whatsapp.greeting}" in each language.`,
      },
    },
  ],
}
