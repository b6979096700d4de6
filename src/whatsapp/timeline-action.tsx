import type { TimelineAction } from '@/desk/timeline/actions'

import { leadChat } from './lead-chat'

/** "WhatsApp {name}" beside a lead's timeline, when the visitor left a phone in international form. */
export const whatsAppTimelineAction: TimelineAction = async (req, type, id) => {
  const chat = await leadChat(req, type, id)
  if (!chat) return null
  // Loaded only where a page is rendered: the config that lists this action is also read by
  // scripts and jobs that render nothing.
  const { WhatsAppLeadAction } = await import('./WhatsAppLeadAction')
  return <WhatsAppLeadAction chat={chat} />
}
