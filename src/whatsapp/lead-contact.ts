import type { LeadContact } from '@/desk/phone/contacts'

import { leadChat } from './lead-chat'

/**
 * "WhatsApp" among the one-tap ways to reach a lead on a phone: the same chat as the action beside
 * its timeline, where the message sent is then logged.
 */
export const whatsAppLeadContact: LeadContact = async (req, type, id) => {
  const chat = await leadChat(req, type, id)
  return chat && { kind: 'whatsapp', label: 'WhatsApp', href: chat.link }
}
