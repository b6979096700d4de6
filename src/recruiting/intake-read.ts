import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { defaultSiteTimeZone } from '@/lib/site/time-zones'
import { cacheTags } from '@/lib/data/tags'
import { locales, type Locale } from '@/lib/site/locales'
import type { SiteSetting } from '@/payload-types'
import type { PrepareRead } from '@/submissions/pipeline/steps'

import { defaultAcknowledgements, type CandidateTemplate } from './messages/default-templates'
import { jobApplicationSlug } from './messages/purposes'
import { questionsOf } from './screening/posting-questions'
import type { StoredQuestion } from './screening/questions'

/** An open posting as a job application arriving for it needs it. */
export type IntakePosting = {
  id: number
  /** Its title in each language, as the form offers it (French only where it has one). */
  titles: Partial<Record<Locale, string>>
  replyWithinDays: number | null
  questions: StoredQuestion[]
}

/**
 * What the recruiting desk's intake steps read of the site before a job application's
 * transaction, shared by all of them: the open postings, what Site settings say of candidates'
 * answers, and the acknowledgement each language sends.
 */
export type RecruitingIntake = {
  postings: IntakePosting[]
  settings: Pick<SiteSetting, 'siteName' | 'responseTargets'> & {
    timeZone: string
    /** Where candidates' replies go when the team that owns the application has no address. */
    careersAddress: string | null
  }
  acknowledgements: Record<Locale, Pick<CandidateTemplate, 'subject' | 'body'>>
}

async function readPostings(payload: Payload): Promise<IntakePosting[]> {
  const byLocale = await Promise.all(
    locales.map(async (locale) => {
      const { docs } = await payload.find({
        collection: 'job-postings',
        where: { status: { equals: 'active' } },
        select: { title: true, replyWithinDays: true, screeningQuestions: true },
        locale,
        fallbackLocale: false,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return { locale, docs }
    }),
  )
  const postings = new Map<number, IntakePosting>()
  for (const { locale, docs } of byLocale) {
    for (const doc of docs) {
      const posting = postings.get(doc.id) ?? {
        id: doc.id,
        titles: {},
        replyWithinDays: doc.replyWithinDays ?? null,
        questions: questionsOf(doc),
      }
      if (doc.title) posting.titles[locale] = doc.title
      postings.set(doc.id, posting)
    }
  }
  return [...postings.values()]
}

/** The acknowledgement recruiters keep in each language (the latest edited), else the default. */
async function readAcknowledgements(
  payload: Payload,
): Promise<RecruitingIntake['acknowledgements']> {
  const { docs } = await payload.find({
    collection: 'reply-templates',
    where: {
      and: [
        { submissionType: { equals: jobApplicationSlug } },
        { purpose: { equals: 'acknowledgement' } },
      ],
    },
    select: { language: true, subject: true, body: true },
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const acknowledgements = {} as RecruitingIntake['acknowledgements']
  for (const language of locales) {
    const { subject, body } =
      docs.find((template) => template.language === language) ?? defaultAcknowledgements[language]
    acknowledgements[language] = { subject, body }
  }
  return acknowledgements
}

/** The recruiting intake's read as the database holds it now. */
export async function readRecruitingIntake(payload: Payload): Promise<RecruitingIntake> {
  const [postings, settings, acknowledgements] = await Promise.all([
    readPostings(payload),
    payload.findGlobal({
      slug: 'site-settings',
      select: { siteName: true, responseTargets: true, timeZone: true, notifications: true },
      depth: 0,
      overrideAccess: true,
    }),
    readAcknowledgements(payload),
  ])
  return {
    postings,
    settings: {
      siteName: settings.siteName,
      responseTargets: settings.responseTargets,
      timeZone: settings.timeZone ?? defaultSiteTimeZone,
      careersAddress: settings.notifications?.careersEmail ?? null,
    },
    acknowledgements,
  }
}

/**
 * As job applications read it inside a request: from Next's cache, expired when a posting, Site
 * settings or a reply template is saved, and refreshed every 30 seconds besides (a save's expiry
 * runs before its commit).
 */
const cachedRecruitingIntake = (payload: Payload) =>
  unstable_cache(() => readRecruitingIntake(payload), ['recruiting-intake'], {
    tags: [cacheTags.jobPostings, cacheTags.global('site-settings'), cacheTags.replyTemplates],
    revalidate: 30,
  })()

/** The read, once per submission however many steps ask for it. */
export const recruitingIntakeOf = (payload: Payload, read: PrepareRead) =>
  read.once(recruitingIntakeOf, () =>
    read.cached ? cachedRecruitingIntake(payload) : readRecruitingIntake(payload),
  )

/** The open posting of this id, or of this title in either language. */
export const intakePosting = (intake: RecruitingIntake, posting: number | string) =>
  intake.postings.find((open) =>
    typeof posting === 'number'
      ? open.id === posting
      : Object.values(open.titles).includes(posting),
  )
