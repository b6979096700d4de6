import type { CollectionSlug } from 'payload'

import { pdf } from '../../helpers/documents'
import type { Role } from '../../helpers/users'
import {
  validContact,
  validMarketReport,
  validPartnership,
  validQuote,
} from '../../helpers/form-values'
import {
  newMarker,
  type AccessContext,
  type CollectionOperation,
  type CollectionSubject,
  type Id,
  type Matrix,
  type RequestBody,
} from './matrix'

/** A 1×1 transparent PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** A well-formed PDF without pages: header, two objects, cross-reference table, trailer. */
export const pdfBytes = pdf()

/** A multipart upload as the admin sends it: the file plus the other fields as `_payload`. */
export function uploadForm(
  bytes: Buffer,
  name: string,
  type: string,
  data: object = {},
): RequestBody {
  const formData = new FormData()
  formData.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  formData.append('_payload', JSON.stringify(data))
  return { formData }
}

/** Creates a document through the Local API (no access checks) and schedules its removal. */
export async function make(
  context: AccessContext,
  collection: CollectionSlug,
  data: Record<string, unknown>,
  file?: { bytes: Buffer; name: string; type: string },
): Promise<Id> {
  const doc = await context.payload.create({
    collection,
    data: data as never,
    depth: 0,
    ...(file && {
      file: { data: file.bytes, name: file.name, mimetype: file.type, size: file.bytes.length },
    }),
  })
  context.track(collection, doc.id)
  return doc.id
}

/** A stored résumé, as the job application form leaves it before creating the application. */
export const makeResume = (context: AccessContext, marker: string) =>
  make(
    context,
    'application-files',
    {},
    { bytes: pdfBytes, name: `${marker}.pdf`, type: 'application/pdf' },
  )

// Public content ------------------------------------------------------------------------------

const productData = (marker: string) => ({
  title: `Product ${marker}`,
  slug: marker,
  summary: 'A product made by the access tests.',
  description: 'Exists only while the access tests run.',
})

const regionData = (marker: string) => ({
  name: `Region ${marker}`,
  slug: marker,
  headline: 'Over 1 subscriber',
  description: 'Exists only while the access tests run.',
})

const timelineData = (marker: string) => ({
  year: marker,
  title: 'A milestone',
  description: 'Exists only while the access tests run.',
})

/**
 * A collection of public content, with its documents made published (what every visitor reads) or
 * kept as drafts (what only those who may edit them read).
 */
function contentSubject(
  slug: CollectionSlug,
  data: (marker: string) => Record<string, unknown>,
  created: CollectionSubject['created'],
  update: CollectionSubject['update'],
  status: 'draft' | 'published',
  readFilteredFor?: Role[],
): CollectionSubject {
  return {
    slug,
    existing: (context, marker) => make(context, slug, { ...data(marker), _status: status }),
    createRequest: async (_, marker) => ({ body: data(marker) }),
    created,
    update,
    readFilteredFor,
  }
}

const contentSubjects = (
  status: 'draft' | 'published',
  readFilteredFor?: Role[],
): CollectionSubject[] => [
  contentSubject(
    'products',
    productData,
    (marker) => ({ slug: { equals: marker } }),
    { field: 'tagline', value: (marker) => `Tagline ${marker}` },
    status,
    readFilteredFor,
  ),
  contentSubject(
    'regions',
    regionData,
    (marker) => ({ slug: { equals: marker } }),
    { field: 'headline', value: (marker) => `Headline ${marker}` },
    status,
    readFilteredFor,
  ),
  contentSubject(
    'timeline-entries',
    timelineData,
    (marker) => ({ year: { equals: marker } }),
    { field: 'year', value: (marker) => marker },
    status,
    readFilteredFor,
  ),
]

export const [products, regions, timelineEntries] = contentSubjects('published')

/** Drafts are filtered out of what the roles that cannot edit them list and read. */
export const draftContent = contentSubjects('draft', ['anonymous', 'noRole', 'recruiter', 'sales'])

export const media: CollectionSubject = {
  slug: 'media',
  existing: (context, marker) =>
    make(
      context,
      'media',
      { alt: marker },
      { bytes: pngBytes, name: `${marker}.png`, type: 'image/png' },
    ),
  createRequest: async (_, marker) =>
    uploadForm(pngBytes, `${marker}.png`, 'image/png', { alt: marker }),
  created: (marker) => ({ alt: { equals: marker } }),
  update: { field: 'alt', value: (marker) => marker },
}

// Careers -------------------------------------------------------------------------------------

const postingData = (marker: string, status: string) => ({
  title: `Engineer ${marker}`,
  department: 'Engineering',
  location: 'Lagos',
  description: 'Exists only while the access tests run.',
  requirements: 'Patience',
  status,
})

export function jobPostings(status: 'active' | 'inactive' | 'draft'): CollectionSubject {
  return {
    slug: 'job-postings',
    label: `${status} job-postings`,
    existing: (context, marker) => make(context, 'job-postings', postingData(marker, status)),
    createRequest: async (_, marker) => ({ body: postingData(marker, status) }),
    created: (marker) => ({ title: { equals: `Engineer ${marker}` } }),
    update: { field: 'location', value: (marker) => marker },
    // Everyone but recruiters and admins reads postings through a status query.
    readFilteredFor: ['anonymous', 'noRole', 'editor', 'sales'],
  }
}

export const applicationFiles: CollectionSubject = {
  slug: 'application-files',
  existing: makeResume,
  createRequest: async (_, marker) => uploadForm(pdfBytes, `${marker}.pdf`, 'application/pdf'),
  created: (marker) => ({ filename: { equals: `${marker}.pdf` } }),
  update: {
    field: 'filename',
    value: (marker) => `${marker}.pdf`,
    request: (filename) => uploadForm(pdfBytes, filename, 'application/pdf'),
  },
}

/** A stored market report, as an editor uploads one; its file is `{marker}.pdf`. */
export const makeReport = (context: AccessContext, marker: string) =>
  make(
    context,
    'report-files',
    { title: `Report ${marker}` },
    { bytes: pdfBytes, name: `${marker}.pdf`, type: 'application/pdf' },
  )

export const reportFiles: CollectionSubject = {
  slug: 'report-files',
  existing: makeReport,
  createRequest: async (_, marker) =>
    uploadForm(pdfBytes, `${marker}.pdf`, 'application/pdf', { title: `Report ${marker}` }),
  created: (marker) => ({ filename: { equals: `${marker}.pdf` } }),
  update: { field: 'title', value: (marker) => `Report ${marker}` },
}

// Submissions ---------------------------------------------------------------------------------

/**
 * What each submission's sender fills in, keyed by collection; `marker` names the sender. Visitors'
 * REST creates follow the public form's schema, so those are the form's own valid fill. Job
 * applications come from staff here (visitors apply through the form endpoint) and point at a
 * stored résumé.
 */
export const submissionData: Record<
  string,
  (marker: string, resume?: Id) => Record<string, unknown>
> = {
  'contact-submissions': validContact,
  'quote-requests': validQuote,
  'partnership-applications': validPartnership,
  'career-applications': (marker, resume) => ({
    firstName: marker,
    lastName: 'Applicant',
    email: 'applicant@example.com',
    phone: '+234 800 000 0000',
    location: 'Lagos',
    position: 'Engineer',
    experience: '3-5',
    availability: '1-month',
    summary: 'Builds things.',
    skills: 'TypeScript',
    motivation: 'The mission.',
    resume,
  }),
  // Staff record one without a region (e.g. asked for on the phone); the form always names one.
  'market-report-requests': (marker) => ({ ...validMarketReport(marker), region: undefined }),
}

/** The first field of each submission, which holds the marker. */
export const submissionMarkerField: Record<string, string> = {
  'contact-submissions': 'firstName',
  'quote-requests': 'companyName',
  'partnership-applications': 'company',
  'career-applications': 'firstName',
  'market-report-requests': 'name',
}

/** A status staff may set on each submission (the visitor's answers stay as they were sent). */
const submissionUpdates: Record<string, string> = {
  'contact-submissions': 'contacted',
  'quote-requests': 'quoted',
  'partnership-applications': 'approved',
  'career-applications': 'hired',
  'market-report-requests': 'qualified',
}

/** The create body of a submission: career applications first need a stored résumé. */
export async function submissionBody(context: AccessContext, slug: CollectionSlug, marker: string) {
  const resume = slug === 'career-applications' ? await makeResume(context, marker) : undefined
  return submissionData[slug](marker, resume)
}

/** Stores a submission as its sender fills it, with `changes` on top (a status, say); its id. */
export async function makeSubmission(
  context: AccessContext,
  slug: CollectionSlug,
  marker = newMarker(),
  changes: Record<string, unknown> = {},
): Promise<Id> {
  return make(context, slug, { ...(await submissionBody(context, slug, marker)), ...changes })
}

export function submissions(slug: CollectionSlug): CollectionSubject {
  return {
    slug,
    existing: (context, marker) => makeSubmission(context, slug, marker),
    createRequest: async (context, marker) => ({
      body: await submissionBody(context, slug, marker),
    }),
    created: (marker) => ({ [submissionMarkerField[slug]]: { equals: marker } }),
    update: { field: 'status', value: () => submissionUpdates[slug] },
  }
}

/** Private to editors and admins (the regions' reports, the redirects): nobody else, not even to read. */
export const editorsOnly: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: true, list: true, read: true, update: true, delete: true },
  recruiter: { create: false, list: false, read: false, update: false, delete: false },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}
