import type { UIField } from 'payload'

/**
 * A lead's desk as a phone shows it, first in the page's main column (PhoneDesk): status, owner,
 * clock, next step and the one-tap ways to reach them, before the visitor's answers.
 */
export const phoneDeskField: UIField = {
  name: 'phoneDesk',
  type: 'ui',
  admin: {
    disableListColumn: true,
    components: { Field: '/src/desk/phone/PhoneDesk#PhoneDesk' },
  },
}
