import type { StaffLanguage } from '@/admin/staff/options'

import { minPasswordLength, passwordTooShort } from '../password-policy'
import type { InvitationFormError } from './endpoints'
import { invitationLifetimeHours } from './invitation'

/** What the invitation page says, in the invited person's language. */
export const invitationWords = {
  en: {
    formErrors: {
      short: passwordTooShort,
      long: 'Use a password of at most 200 characters',
      mismatch: 'The two passwords do not match',
    } satisfies Record<InvitationFormError, string>,
    askAnAdmin: 'Ask an admin to send you a new invitation.',
    signIn: 'Sign in',
    setTitle: 'Your password is set',
    setText: 'Sign in with your e-mail address and the password you have just chosen.',
    usedTitle: 'This invitation has already been used',
    usedText:
      'A password was chosen with this link, which works only once. Sign in with it, or use “Forgot password?” on the sign-in page if you do not remember it. If you did not choose it yourself, tell an admin.',
    expiredTitle: 'This invitation has expired',
    expiredText: `An invitation link works for ${invitationLifetimeHours} hours.`,
    unknownTitle: 'This invitation link is not valid',
    unknownText:
      'It may have been replaced by a newer invitation: use the link in the latest e-mail you received.',
    chooseTitle: 'Choose your password',
    welcome: (name?: string | null) => (name ? `Welcome, ${name}. ` : 'Welcome. '),
    signInAs: 'You will sign in as',
    withPassword: `with the password you choose here, of at least ${minPasswordLength} characters. Once it is set, you are signed in.`,
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Set my password',
  },
  fr: {
    formErrors: {
      short: `Choisissez un mot de passe d’au moins ${minPasswordLength} caractères`,
      long: 'Choisissez un mot de passe d’au plus 200 caractères',
      mismatch: 'Les deux mots de passe ne sont pas identiques',
    } satisfies Record<InvitationFormError, string>,
    askAnAdmin: 'Demandez à un administrateur de vous envoyer une nouvelle invitation.',
    signIn: 'Se connecter',
    setTitle: 'Votre mot de passe est enregistré',
    setText:
      'Connectez-vous avec votre adresse e-mail et le mot de passe que vous venez de choisir.',
    usedTitle: 'Cette invitation a déjà servi',
    usedText:
      'Un mot de passe a été choisi avec ce lien, qui ne sert qu’une fois. Connectez-vous avec lui, ou utilisez « Mot de passe oublié ? » sur la page de connexion si vous ne vous en souvenez plus. Si vous ne l’avez pas choisi vous-même, prévenez un administrateur.',
    expiredTitle: 'Cette invitation a expiré',
    expiredText: `Un lien d’invitation reste valable ${invitationLifetimeHours} heures.`,
    unknownTitle: 'Ce lien d’invitation n’est pas valable',
    unknownText:
      'Il a peut-être été remplacé par une invitation plus récente : utilisez le lien du dernier e-mail reçu.',
    chooseTitle: 'Choisissez votre mot de passe',
    welcome: (name?: string | null) => (name ? `Bienvenue, ${name}. ` : 'Bienvenue. '),
    signInAs: 'Vous vous connecterez en tant que',
    withPassword: `avec le mot de passe choisi ici, d’au moins ${minPasswordLength} caractères. Une fois enregistré, vous êtes connecté.`,
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Enregistrer mon mot de passe',
  },
} satisfies Record<StaffLanguage, unknown>
