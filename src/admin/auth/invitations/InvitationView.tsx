import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { minPasswordLength, passwordTooShort } from '../password-policy'
import type { InvitationFormError } from './endpoints'
import { invitationLifetimeHours, invitationState } from './invitation'
import '../../admin-button.scss'
import '../auth.scss'
import './invitation.scss'

const formErrors: Record<InvitationFormError, string> = {
  short: passwordTooShort,
  long: 'Use a password of at most 200 characters',
  mismatch: 'The two passwords do not match',
}

const askAnAdmin = 'Ask an admin to send you a new invitation.'

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="invitation" role="status">
      <h1 className="invitation__title">{title}</h1>
      {children}
    </div>
  )
}

const signInLink = (
  <Link className="admin-button" href="/admin/login">
    Sign in
  </Link>
)

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
  const accepted = searchParams?.accepted === '1'
  const error = formErrors[searchParams?.error as InvitationFormError]

  return (
    <MinimalTemplate className="invitation-view">
      {invitation.state === 'used' && accepted && (
        <Notice title="Your password is set">
          <p>Sign in with your e-mail address and the password you have just chosen.</p>
          {signInLink}
        </Notice>
      )}
      {invitation.state === 'used' && !accepted && (
        <Notice title="This invitation has already been used">
          <p>
            A password was chosen with this link, which works only once. Sign in with it, or use
            &ldquo;Forgot password?&rdquo; on the sign-in page if you do not remember it. If you did
            not choose it yourself, tell an admin.
          </p>
          {signInLink}
        </Notice>
      )}
      {invitation.state === 'expired' && (
        <Notice title="This invitation has expired">
          <p>
            An invitation link works for {invitationLifetimeHours} hours. {askAnAdmin}
          </p>
        </Notice>
      )}
      {invitation.state === 'unknown' && (
        <Notice title="This invitation link is not valid">
          <p>
            It may have been replaced by a newer invitation: use the link in the latest e-mail you
            received. {askAnAdmin}
          </p>
        </Notice>
      )}
      {invitation.state === 'valid' && (
        <form className="invitation" method="post" action="/api/users/accept-invitation">
          <h1 className="invitation__title">Choose your password</h1>
          <p>
            {invitation.name ? `Welcome, ${invitation.name}. ` : 'Welcome. '}
            You will sign in as <strong>{invitation.email}</strong> with the password you choose
            here, of at least {minPasswordLength} characters.
          </p>
          {error && (
            <p className="invitation__error" role="alert">
              {error}
            </p>
          )}
          <input type="hidden" name="token" value={token} />
          <label className="auth-field invitation__field">
            <span>New password</span>
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
            <span>Confirm new password</span>
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
            Set my password
          </button>
        </form>
      )}
    </MinimalTemplate>
  )
}
