import type { Tab } from 'payload'

import { isAdminField, shownToAdmins } from '@/access'

import { rejectionDelayField } from './messages/settings'
import { rejectionReasonsField } from './stages/reasons'

/**
 * Site settings' "Recruiting" tab, admins only: how long a rejection e-mail waits, and the reasons
 * recruiters choose from when they reject an application (each in English and French; the
 * candidate's rejection e-mail follows it).
 */
export const recruitingTab: Tab = {
  label: 'Recruiting',
  name: 'recruiting',
  description:
    'How the recruiting desk treats rejections: how long the e-mail waits, and the reasons recruiters choose from. A change applies to the rejections made after it. Only admins see and change it.',
  access: { read: isAdminField, update: isAdminField },
  admin: { condition: shownToAdmins },
  fields: [rejectionDelayField, rejectionReasonsField],
}
