import type { PayloadRequest } from 'payload'

import type { StaffRole } from '@/access/roles'
import type { StaffLanguage } from '@/admin/staff/options'
import type { EmailInput } from '@/server/email'
import { siteUrl } from '@/server/env'

/** What the invitation says of a role, in the invitee's language. */
const roleNames: Record<StaffLanguage, Record<StaffRole, string>> = {
  en: { admin: 'admin', editor: 'editor', recruiter: 'recruiter', sales: 'sales' },
  fr: {
    admin: 'administrateur',
    editor: 'rédacteur',
    recruiter: 'recruteur',
    sales: 'commercial',
  },
}

const listOf = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`

export type InvitationLetter = {
  email: string
  name?: string | null
  language: StaffLanguage
  roles: StaffRole[]
  /** Who sent it: the admin's name as colleagues see it. */
  invitedBy: string
  company: string
  link: string
  lifetimeHours: number
}

/** The invitation e-mail, in the invitee's language, naming who invited them, where, and as what. */
export function invitationLetter(letter: InvitationLetter): EmailInput {
  const admin = `${siteUrl()}/admin`
  const { company, invitedBy, lifetimeHours, link } = letter
  if (letter.language === 'fr') {
    const roles = listOf(
      letter.roles.map((role) => roleNames.fr[role]),
      'et',
    )
    return {
      to: letter.email,
      subject: `${invitedBy} vous invite dans l’administration du site de ${company}`,
      text: [
        letter.name ? `Bonjour ${letter.name},` : 'Bonjour,',
        `${invitedBy} vous a ouvert un compte dans l’administration du site de ${company}${roles ? `, avec le rôle ${roles}` : ''}. Votre identifiant est ${letter.email}. Choisissez votre mot de passe en ouvrant ce lien :`,
        link,
        `Le lien ne sert qu’une fois et reste valable ${lifetimeHours} heures. Une fois le mot de passe choisi, vous êtes connecté ; par la suite, connectez-vous sur ${admin}. Si le lien a expiré, demandez à ${invitedBy} de vous envoyer une nouvelle invitation.`,
      ].join('\n\n'),
    }
  }
  const roles = listOf(
    letter.roles.map((role) => roleNames.en[role]),
    'and',
  )
  return {
    to: letter.email,
    subject: `${invitedBy} invites you to the ${company} website admin`,
    text: [
      letter.name ? `Hello ${letter.name},` : 'Hello,',
      `${invitedBy} has opened a staff account for you in the ${company} website admin${roles ? `, as ${roles}` : ''}. You sign in as ${letter.email}. Choose your password by opening this link:`,
      link,
      `The link works once, for ${lifetimeHours} hours. Once you have chosen your password you are signed in; after that, sign in at ${admin}. If the link has expired, ask ${invitedBy} to send you a new invitation.`,
    ].join('\n\n'),
  }
}

/** The company's name as the site shows it (Site settings), for the invitation. */
export async function companyName(req: PayloadRequest): Promise<string> {
  try {
    const settings = await req.payload.findGlobal({
      slug: 'site-settings',
      select: { siteName: true },
      depth: 0,
      req,
    })
    return settings.siteName || new URL(siteUrl()).host
  } catch {
    return new URL(siteUrl()).host
  }
}
