import type { Endpoint, PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { userHasRole } from '@/access/roles'
import { sendInBackground } from '@/server/email'

import { minPasswordLength } from '../password-policy'
import { acceptInvitation, invitationPath, renewInvitation } from './invitation'

/** Longest password taken: hashing costs the same for any length, but a body has its limits. */
const maxPasswordLength = 200

/** What the invitation page says after a refused submission (InvitationView.tsx). */
export type InvitationFormError = 'short' | 'long' | 'mismatch'

/** Back to the invitation page, as a browser's form submission expects (no script needed). */
const backToInvitation = (token: string, query: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `/admin${invitationPath}/${encodeURIComponent(token)}${query ? `?${query}` : ''}`,
    },
  })

/**
 * POST /api/users/accept-invitation: the invitation page's form (token, password,
 * confirmPassword). Answers with a redirect to the invitation page, which then tells the
 * outcome: the password is set, or why the link or the password was refused.
 */
export const acceptInvitationEndpoint: Endpoint = {
  path: '/accept-invitation',
  method: 'post',
  handler: async (req) => {
    const form = new URLSearchParams((await req.text?.().catch(() => '')) ?? '')
    const token = form.get('token') ?? ''
    const password = form.get('password') ?? ''
    if (password.length < minPasswordLength) return backToInvitation(token, 'error=short')
    if (password.length > maxPasswordLength) return backToInvitation(token, 'error=long')
    if (password !== form.get('confirmPassword')) return backToInvitation(token, 'error=mismatch')
    const outcome = await acceptInvitation(req.payload, token, password)
    if (typeof outcome === 'string') return backToInvitation(token, '')
    return (
      (await signedIn(req, outcome.accepted, password)) ?? backToInvitation(token, 'accepted=1')
    )
  },
}

/**
 * The person who has just chosen their password is signed in, as by the sign-in form (its
 * throttle and hooks included, which set the admin's language from the account), and taken to
 * the admin. Null if the sign-in failed: the invitation page then asks them to sign in.
 */
async function signedIn(
  req: PayloadRequest,
  email: string,
  password: string,
): Promise<Response | null> {
  try {
    const { token } = await req.payload.login({
      collection: 'users',
      data: { email, password },
      req,
    })
    if (!token) return null
    const cookie = generatePayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    })
    return new Response(null, {
      status: 303,
      headers: { Location: `/admin`, 'Set-Cookie': cookie },
    })
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'Invitation accepted, but signing in failed')
    return null
  }
}

/** POST /api/users/<id>/invitation: an admin sends a pending invitation again, with a new link. */
export const resendInvitationEndpoint: Endpoint = {
  path: '/:id/invitation',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) {
      return Response.json(
        { message: 'Only admins can send invitations.' },
        { status: req.user ? 403 : 401 },
      )
    }
    const id = Number(req.routeParams?.id)
    const outcome = Number.isInteger(id)
      ? await renewInvitation(req.payload, id, req.user)
      : 'not found'
    if (outcome === 'not found') {
      return Response.json({ message: 'No such account.' }, { status: 404 })
    }
    if (outcome === 'accepted') {
      return Response.json(
        { message: 'This invitation was already accepted: the account has its password.' },
        { status: 409 },
      )
    }
    if (outcome === 'not invited') {
      return Response.json(
        { message: 'This account was not invited: it was created with a password.' },
        { status: 409 },
      )
    }
    sendInBackground(req.payload, outcome)
    return Response.json({ message: `Invitation sent again to ${outcome[0].input.to}.` })
  },
}
