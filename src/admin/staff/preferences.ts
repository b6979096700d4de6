import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'

import { isStaffLanguage, type StaffLanguage } from './options'

type Preferences = { language?: unknown; timeZone?: unknown }

/**
 * Payload's admin keeps its language in a cookie, read on every admin page (getRequestLanguage).
 * Signing in sets it from the account, so the first page after sign-in is already in the person's
 * language, whatever browser they use.
 */
export const languageCookie = (cookiePrefix: string | undefined, language: StaffLanguage) =>
  `${cookiePrefix || 'payload'}-lng=${language}; Path=/; SameSite=Lax; Max-Age=31536000`

function setLanguageCookie(req: PayloadRequest, language: unknown) {
  if (!isStaffLanguage(language)) return
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    languageCookie(req.payload.config.cookiePrefix, language),
  )
}

export const adminInAccountLanguage: CollectionAfterLoginHook = ({ req, user }) => {
  setLanguageCookie(req, (user as Preferences).language)
  return user
}

/** A person who changes their own language gets the admin in it from their next page on. */
export const adminFollowsLanguageChange: CollectionAfterChangeHook = ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const own = req.user?.collection === 'users' && req.user.id === doc.id
  if (operation === 'update' && own && doc.language !== previousDoc?.language) {
    setLanguageCookie(req, doc.language)
  }
  return doc
}
