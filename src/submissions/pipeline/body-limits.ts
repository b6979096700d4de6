import type { IncomingMessage } from 'node:http'

import { submissionTypes } from '@/submissions'
import type { SubmissionType } from '@/submissions/definition'

import { maxAttachmentBytes, maxFormBodyBytes, maxLeadEmailBodyBytes } from './limits'

/**
 * The largest request body each route may receive, in bytes, enforced by the front before any
 * of it is read: Payload's REST routes and our endpoints read JSON bodies whole, so without a
 * limit a few large bodies exhaust the heap. Uploads are allowed only where a file is expected.
 */

/** REST and custom endpoints take JSON: documents, sign-ins, data requests. */
export const maxJsonBodyBytes = 512 * 1024

/** An image or document an editor or recruiter uploads through the admin, with its fields. */
const maxUploadBodyBytes = maxAttachmentBytes + maxJsonBodyBytes

const submissionSlugs = new Set<string>(submissionTypes.map((type) => type.slug))

/** The admin's server functions carry a document's form state. */
const maxAdminBodyBytes = 2 * 1024 * 1024

/**
 * A form posted without scripts (a server action on its page): its values, and the state React
 * sends back with them, which can repeat those values.
 */
const maxPageFormBodyBytes = 2 * maxFormBodyBytes(0)

const uploadCollections = ['media', 'application-files', 'report-files']

const localeless = (pathname: string) => pathname.replace(/^\/fr(?=\/|$)/, '') || '/'

/** How many files each form with files takes, by its endpoint and by its page. */
const formsWithFiles: readonly SubmissionType[] = submissionTypes.filter(
  (type) => type.boxes.files.length > 0,
)
const filesByEndpoint = new Map(
  formsWithFiles.map((type) => [`/api/forms/${type.form}`, type.boxes.files.length]),
)
const filesByPage = new Map(
  formsWithFiles.flatMap((type) => (type.page ? [[type.page, type.boxes.files.length]] : [])),
)

export function bodyLimitOf(pathname: string): number {
  if (pathname.startsWith('/api/forms/'))
    return maxFormBodyBytes(filesByEndpoint.get(pathname) ?? 0)
  const [, root, collection] = pathname.split('/')
  if (root === 'api') {
    if (submissionSlugs.has(collection) && /^\/api\/[^/]+\/\d+\/reply$/.test(pathname)) {
      return maxLeadEmailBodyBytes
    }
    return uploadCollections.includes(collection) ? maxUploadBodyBytes : maxJsonBodyBytes
  }
  if (root === 'admin') return maxAdminBodyBytes
  // The server action of a form with files carries them.
  const files = filesByPage.get(localeless(pathname))
  return files ? maxFormBodyBytes(files) + maxPageFormBodyBytes : maxPageFormBodyBytes
}

/** Payload's session cookie, or an API token's header: a caller who may be staff. */
const mayBeSignedIn = (request: IncomingMessage) =>
  request.headers.authorization !== undefined ||
  /(?:^|;\s*)payload-token=/.test(request.headers.cookie ?? '')

/**
 * Whether a large body is refused unread: staff uploads and the admin's server functions from a
 * caller with no session at all. The job application's files come from anyone.
 */
export function refusesLargeBody(request: IncomingMessage, pathname: string): boolean {
  const [, root] = pathname.split('/')
  const staffOnly = root === 'admin' || (root === 'api' && !pathname.startsWith('/api/forms/'))
  return staffOnly && !mayBeSignedIn(request)
}
