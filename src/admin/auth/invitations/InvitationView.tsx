import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { minPasswordLength } from '../password-policy'
import type { InvitationFormError } from './endpoints'
import { invitationState } from './invitation'
import { invitationWords } from './invitation-words'
import '@/lib/admin/admin-button.scss'
import '../auth.scss'
import './invitation.scss'

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="invitation" role="status">
      <h1 className="invitation__title">{title}</h1>
      {children}
    </div>
  )
}

/**
 * /admin/invitation/<token>: where an invited person chooses their password. A plain form, so it
 * works before any script has loaded; the endpoint answers with a redirect back here, which tells
 * the outcome. An expired, used or replaced link says so, and what to do instead.
 */
export async function InvitationView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const segments = params?.segments
  const token = Array.isArray(segments) ? (segments[1] ?? '') : ''
  const invitation = await invitationState(initPageResult.req.payload, token)
  const words = invitationWords[invitation.language]
  const accepted = searchParams?.accepted === '1'
  const error = words.formErrors[searchParams?.error as InvitationFormError]
  const signInLink = (
    <Link className="admin-button" href="/admin/login">
      {words.signIn}
    </Link>
  )

  return (
    <MinimalTemplate className="invitation-view">
      <div lang={invitation.language}>
        {invitation.state === 'used' && accepted && (
          <Notice title={words.setTitle}>
            <p>{words.setText}</p>
            {signInLink}
          </Notice>
        )}
        {invitation.state === 'used' && !accepted && (
          <Notice title={words.usedTitle}>
            <p>{words.usedText}</p>
            {signInLink}
          </Notice>
        )}
        {invitation.state === 'expired' && (
          <Notice title={words.expiredTitle}>
            <p>
              {words.expiredText} {words.askAnAdmin}
            </p>
          </Notice>
        )}
        {invitation.state === 'unknown' && (
          <Notice title={words.unknownTitle}>
            <p>
              {words.unknownText} {words.askAnAdmin}
            </p>
          </Notice>
        )}
        {invitation.state === 'valid' && (
          <form className="invitation" method="post" action="/api/users/accept-invitation">
            <h1 className="invitation__title">{words.chooseTitle}</h1>
            <p>
              {words.welcome(invitation.name)}
              {words.signInAs} <strong>{invitation.email}</strong> {words.withPassword}
            </p>
            {error && (
              <p className="invitation__error" role="alert">
                {error}
              </p>
            )}
            <input type="hidden" name="token" value={token} />
            <label className="auth-field invitation__field">
              <span>{words.newPassword}</span>
              <input
                name="password"
                type="password"
                required
                minLength={minPasswordLength}
                maxLength={200}
                autoComplete="new-password"
              />
            </label>
            <label className="auth-field invitation__field">
              <span>{words.confirmPassword}</span>
              <input
                name="confirmPassword"
                type="password"
                required
                minLength={minPasswordLength}
                maxLength={200}
                autoComplete="new-password"
              />
            </label>
            <button type="submit" className="admin-button">
              {words.submit}
            </button>
          </form>
        )}
      </div>
    </MinimalTemplate>
  )
}
