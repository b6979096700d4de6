import { describeCollectionAccess, prepareAccessContext, type CollectionSubject } from './matrix'
import type { CollectionOperation, Matrix } from './matrix'
import { make } from './fixtures'

const context = prepareAccessContext()

const teamData = (marker: string) => ({ name: marker })

/** A team working leads: admins keep them, the staff who work leads read them. */
const teams: CollectionSubject = {
  slug: 'teams',
  existing: (context, marker) => make(context, 'teams', teamData(marker)),
  createRequest: async (_, marker) => ({ body: teamData(marker) }),
  created: (marker) => ({ name: { equals: marker } }),
  update: { field: 'name', value: (marker) => marker },
}

/** A rule for São Tomé alone, which no other test's lead comes from. */
const ruleData = (context: { users: { admin: { id: number } } }, marker: string) => ({
  name: marker,
  submissionTypes: ['quote-requests'],
  countries: ['ST'],
  assignee: context.users.admin.id,
})

const routingRules: CollectionSubject = {
  slug: 'routing-rules',
  existing: (context, marker) => make(context, 'routing-rules', ruleData(context, marker)),
  createRequest: async (context, marker) => ({ body: ruleData(context, marker) }),
  created: (marker) => ({ name: { equals: marker } }),
  update: { field: 'name', value: (marker) => marker },
}

const templateData = (marker: string) => ({
  name: marker,
  submissionType: 'quote-requests',
  language: 'fr',
  subject: 'Votre demande ({reference})',
  body: 'Bonjour {name},',
})

/** A reply template: admins keep them, the staff who work its type start their replies from them. */
const replyTemplates: CollectionSubject = {
  slug: 'reply-templates',
  label: "leads' reply templates",
  // Recruiters read the templates of the types they work: the list answers, without these.
  readFilteredFor: ['recruiter'],
  existing: (context, marker) => make(context, 'reply-templates', templateData(marker)),
  createRequest: async (_, marker) => ({ body: templateData(marker) }),
  created: (marker) => ({ name: { equals: marker } }),
  update: { field: 'name', value: (marker) => marker },
}

const candidateTemplateData = (marker: string) => ({
  ...templateData(marker),
  submissionType: 'career-applications',
  purpose: 'interview',
})

/** A job application's template: recruiters keep them as admins do; sales never see them. */
const candidateTemplates: CollectionSubject = {
  slug: 'reply-templates',
  label: "job applications' reply templates",
  // Sales read their leads' templates: the list answers, without these.
  readFilteredFor: ['sales'],
  existing: (context, marker) => make(context, 'reply-templates', candidateTemplateData(marker)),
  createRequest: async (_, marker) => ({ body: candidateTemplateData(marker) }),
  created: (marker) => ({ name: { equals: marker } }),
  update: { field: 'name', value: (marker) => marker },
}

const none = { create: false, list: false, read: false, update: false, delete: false }
const readOnly = { create: false, list: true, read: true, update: false, delete: false }
const all = { create: true, list: true, read: true, update: true, delete: true }

const leadWorkersRead: Matrix<CollectionOperation> = {
  anonymous: none,
  noRole: none,
  editor: none,
  recruiter: readOnly,
  sales: readOnly,
  admin: all,
}

const adminsOnly: Matrix<CollectionOperation> = {
  anonymous: none,
  noRole: none,
  editor: none,
  recruiter: none,
  sales: none,
  admin: all,
}

describeCollectionAccess(context, teams, leadWorkersRead)
describeCollectionAccess(context, replyTemplates, {
  ...leadWorkersRead,
  recruiter: none,
})
describeCollectionAccess(context, candidateTemplates, {
  ...leadWorkersRead,
  recruiter: all,
  sales: none,
})
describeCollectionAccess(context, routingRules, adminsOnly)
