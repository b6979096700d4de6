import type {
  CollectionAfterChangeHook,
  CollectionAfterLoginHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { siteTimeZone } from '@/admin/time-zone/read'
import { defaultSiteTimeZone, isSiteTimeZone } from '@/lib/site/time-zones'

import { isStaffLanguage, type StaffLanguage } from './options'

type Preferences = { language?: unknown; timeZone?: unknown }

/** The zone times are shown in to this reader: their account's, else the site's. */
export async function readerTimeZone(
  req: PayloadRequest,
  reader: Preferences | null | undefined,
): Promise<string> {
  if (reader && isSiteTimeZone(reader.timeZone)) return reader.timeZone
  return (await siteTimeZone(req.payload, req)) ?? defaultSiteTimeZone
}

/** A new account without a zone gets the site's, as the invitation form says. */
export const defaultToSiteTimeZone: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  // Anything else given is left to the field's validation, which refuses it.
  if (operation !== 'create' || (data.timeZone ?? '') !== '') return data
  return { ...data, timeZone: await readerTimeZone(req, null) }
}

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
