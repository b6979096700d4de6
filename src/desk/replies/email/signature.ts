import type { Field, PayloadRequest } from 'payload'

import { ownOrAdminField } from '@/access'
import { deskRoles } from '@/desk/worked-types'
import { userHasRole } from '@/access/roles'

/** The longest signature, per language. */
export const maxSignatureLength = 1000

/**
 * A person's e-mail signature on their account, one per language: e-mails from a lead's page end
 * with the one in the lead's language. Kept and read by its holder (and admins).
 */
export const signatureFields: Field = {
  name: 'signatures',
  label: 'E-mail signature',
  type: 'group',
  access: { read: ownOrAdminField, update: ownOrAdminField },
  admin: {
    description:
      'Ends the e-mails you send from a lead’s page, in the lead’s language; it takes the place of {sender} in a template’s sign-off.',
    condition: (_data, _siblingData, { user }) => !user || userHasRole(user, 'admin', ...deskRoles),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'english',
          label: 'In English',
          type: 'textarea',
          maxLength: maxSignatureLength,
          admin: { width: '50%', placeholder: 'Kofi Mensah\nSales, Accra\n+233 20 123 4567' },
        },
        {
          name: 'french',
          label: 'In French',
          type: 'textarea',
          maxLength: maxSignatureLength,
          admin: { width: '50%', placeholder: 'Kofi Mensah\nCommercial, Accra\n+233 20 123 4567' },
        },
      ],
    },
  ],
}

/** The sender's signature in the lead's language; empty when they wrote none. */
export async function signatureOf(
  req: PayloadRequest,
  senderId: number | undefined,
  language: unknown,
): Promise<string> {
  if (senderId === undefined) return ''
  const sender = await req.payload.findByID({
    collection: 'users',
    id: senderId,
    select: { signatures: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const signature = language === 'fr' ? sender.signatures?.french : sender.signatures?.english
  return signature?.trim() ?? ''
}
