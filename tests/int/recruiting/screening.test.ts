import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StoredOption, StoredQuestion } from '@/recruiting/screening/questions'
import { postingAnswerField } from '@/submissions/job-application/posting-answers'
import { submitFormData } from '@/submissions/pipeline/without-scripts'
import type { FormState } from '@/submissions/pipeline/response'

import { pdf } from '../../helpers/documents'
import { validJobApplication } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker, randomAddress, submit } from '../forms/submit'

let payload: Payload

const resume = () => ({ bytes: pdf(), name: 'cv.pdf', type: 'application/pdf' })

/** The field messages of a refused submission. */
const fieldErrorsOf = (body: unknown) =>
  (body as { fieldErrors?: Record<string, string> }).fieldErrors
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

const permitQuestion = 'Do you hold a valid work permit for Ghana?'

/** The four kinds, each with a knockout rule; the short text is the one optional question. */
const fourKinds: StoredQuestion[] = [
  {
    textEn: permitQuestion,
    textFr: 'Avez-vous un permis de travail valide pour le Ghana ?',
    kind: 'yesNo',
    required: true,
    knockoutAnswer: 'no',
  },
  {
    textEn: 'Which shift can you work?',
    textFr: 'Quelle équipe pouvez-vous assurer ?',
    kind: 'choice',
    required: true,
    options: [
      { labelEn: 'Days', labelFr: 'Jour' },
      { labelEn: 'Nights', labelFr: 'Nuit' },
      { labelEn: 'Weekends only', labelFr: 'Week-ends seulement', knocksOut: true },
    ],
  },
  {
    textEn: 'How many years have you worked with Kafka?',
    textFr: 'Depuis combien d’années travaillez-vous avec Kafka ?',
    kind: 'number',
    required: true,
    minimum: 2,
    maximum: 30,
  },
  {
    textEn: 'Your notice period, in your words',
    textFr: 'Votre préavis, en quelques mots',
    kind: 'text',
    required: false,
  },
]

const question = (textEn: string): StoredQuestion => ({
  textEn,
  textFr: `${textEn} (fr)`,
  kind: 'yesNo',
  required: false,
})

type AskedQuestion = StoredQuestion & { id: string; options: (StoredOption & { id: string })[] }
type Posting = { id: number; title: string; questions: AskedQuestion[] }

async function createPosting(questions: StoredQuestion[], status = 'active'): Promise<Posting> {
  const posting = await payload.create({
    collection: 'job-postings',
    data: {
      title: `Data Engineer ${newMarker()}`,
      department: 'Engineering',
      location: 'Accra',
      description: 'Builds pipelines.',
      requirements: 'Kafka',
      status,
      screeningQuestions: questions,
    } as never,
  })
  return {
    id: posting.id,
    title: posting.title,
    questions: (posting.screeningQuestions ?? []) as AskedQuestion[],
  }
}

/** The fields an answer is sent in, by question: the option's id for a choice. */
function answersTo(posting: Posting, [permit, shift, years, notice]: (string | undefined)[]) {
  const [permitQuestion, shiftQuestion, yearsQuestion, noticeQuestion] = posting.questions
  const shiftOption = shiftQuestion.options.find((option) => option.labelEn === shift)
  const answers: Record<string, string> = {}
  if (permit !== undefined) answers[postingAnswerField(permitQuestion.id)] = permit
  if (shift !== undefined) answers[postingAnswerField(shiftQuestion.id)] = shiftOption?.id ?? shift
  if (years !== undefined) answers[postingAnswerField(yearsQuestion.id)] = years
  if (notice !== undefined) answers[postingAnswerField(noticeQuestion.id)] = notice
  return answers
}

async function apply(
  posting: Posting | { title: string },
  answers: Record<string, string>,
  language: 'en' | 'fr' = 'en',
) {
  const marker = newMarker()
  const values = { ...validJobApplication(marker), position: posting.title, ...answers }
  const response = await submit(payload, 'job-application', values, {
    files: { resume: resume() },
    headers: { 'content-language': language },
  })
  const { docs } = await payload.find({
    collection: 'career-applications',
    where: { firstName: { equals: marker } },
    depth: 0,
  })
  return { response, application: docs[0], stored: docs.length }
}

describe('a posting’s screening questions', () => {
  it('may be ten, and an eleventh is refused with a clear error', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => question(`Question ${index + 1}?`))
    const posting = await createPosting(ten)
    expect(posting.questions).toHaveLength(10)
    const refusal = await payload
      .update({
        collection: 'job-postings',
        id: posting.id,
        data: { screeningQuestions: [...ten, question('Question 11?')] } as never,
      })
      .then(
        () => undefined,
        (error: { data?: unknown }) => JSON.stringify(error.data),
      )
    expect(refusal).toContain(
      'A posting can ask at most 10 screening questions. Remove one before adding another.',
    )
    const kept = await payload.findByID({ collection: 'job-postings', id: posting.id, depth: 0 })
    expect(kept.screeningQuestions).toHaveLength(10)
  })

  it('refuses a choice with fewer than two options', async () => {
    const refusal = await createPosting([
      {
        ...question('Which city?'),
        kind: 'choice',
        options: [{ labelEn: 'Accra', labelFr: 'Accra' }],
      },
    ]).then(
      () => undefined,
      (error: { data?: unknown }) => JSON.stringify(error.data),
    )
    expect(refusal).toContain('A choice needs at least two options.')
  })

  it('keeps their knockout rules from visitors, who read the questions of an open posting', async () => {
    const posting = await createPosting(fourKinds)
    const visitor = await rest('GET', `/api/job-postings/${posting.id}`)
    expect(visitor.status).toBe(200)
    const [permit, shift, years] = visitor.body.screeningQuestions
    expect(permit).toMatchObject({ textEn: permitQuestion, kind: 'yesNo' })
    expect(permit).not.toHaveProperty('knockoutAnswer')
    expect(shift.options[2]).toMatchObject({ labelEn: 'Weekends only' })
    expect(shift.options[2]).not.toHaveProperty('knocksOut')
    expect(years).not.toHaveProperty('minimum')
    expect(years).not.toHaveProperty('maximum')
    const recruiter = await rest('GET', `/api/job-postings/${posting.id}`, {
      token: users.recruiter.token,
    })
    expect(recruiter.body.screeningQuestions[0]).toMatchObject({ knockoutAnswer: 'no' })
    expect(recruiter.body.screeningQuestions[2]).toMatchObject({ minimum: 2, maximum: 30 })
  })
})

describe('answers on the apply form', () => {
  it('are stored as asked, in the candidate’s language, without a flag when none knocks out', async () => {
    const posting = await createPosting(fourKinds)
    const { response, application } = await apply(
      posting,
      answersTo(posting, ['yes', 'Nights', '4,5', 'Un mois']),
      'fr',
    )
    expect(response.status).toBe(201)
    expect(application).toMatchObject({ status: 'new', knockedOut: false, knockoutReasons: null })
    expect(application.screeningAnswers).toEqual([
      expect.objectContaining({
        question: 'Avez-vous un permis de travail valide pour le Ghana ?',
        kind: 'yesNo',
        answer: 'Oui',
        knockout: false,
      }),
      expect.objectContaining({ question: 'Quelle équipe pouvez-vous assurer ?', answer: 'Nuit' }),
      expect.objectContaining({ kind: 'number', answer: '4.5', knockout: false }),
      expect.objectContaining({ kind: 'text', answer: 'Un mois', knockout: false }),
    ])
  })

  it.each([
    ['a yes/no', ['no', 'Days', '5'], `Knockout: '${permitQuestion}' answered No`],
    [
      'a choice',
      ['yes', 'Weekends only', '5'],
      "Knockout: 'Which shift can you work?' answered Weekends only",
    ],
    [
      'a number below the minimum',
      ['yes', 'Days', '1'],
      "Knockout: 'How many years have you worked with Kafka?' answered 1 (below the minimum of 2)",
    ],
    [
      'a number above the maximum',
      ['yes', 'Days', '31'],
      "Knockout: 'How many years have you worked with Kafka?' answered 31 (above the maximum of 30)",
    ],
  ])(
    'flag the application on a knockout answer to %s, and leave it new',
    async (_, given, reason) => {
      const posting = await createPosting(fourKinds)
      const { response, application } = await apply(posting, answersTo(posting, given), 'fr')
      expect(response.status).toBe(201)
      expect(application).toMatchObject({
        status: 'new',
        knockedOut: true,
        knockoutReasons: reason,
      })
      const flagged = (application.screeningAnswers as { knockout: boolean }[]).filter(
        (answer) => answer.knockout,
      )
      expect(flagged).toHaveLength(1)
    },
  )

  it('name every rule that matched, and the list filters on the flag', async () => {
    const posting = await createPosting(fourKinds)
    const { application } = await apply(posting, answersTo(posting, ['no', 'Weekends only', '0']))
    expect(String(application.knockoutReasons).split('\n')).toEqual([
      `Knockout: '${permitQuestion}' answered No`,
      "Knockout: 'Which shift can you work?' answered Weekends only",
      "Knockout: 'How many years have you worked with Kafka?' answered 0 (below the minimum of 2)",
    ])
    const { docs } = await payload.find({
      collection: 'career-applications',
      where: { and: [{ job: { equals: posting.id } }, { knockedOut: { equals: true } }] },
      depth: 0,
    })
    expect(docs.map((doc) => doc.id)).toEqual([application.id])
  })

  it.each([
    [
      'en',
      ['maybe', 'Sometimes', 'three', 'x'.repeat(201)],
      [
        'Please answer Yes or No.',
        'Please choose one of the answers offered.',
        'Please enter a number, e.g. 3.',
        'Please use at most 200 characters.',
      ],
    ],
    [
      'fr',
      ['peut-être', 'Parfois', 'trois', 'x'.repeat(201)],
      [
        'Veuillez répondre Oui ou Non.',
        'Veuillez choisir l’une des réponses proposées.',
        'Veuillez saisir un nombre, par exemple 3.',
        'Veuillez utiliser 200 caractères au maximum.',
      ],
    ],
  ] as const)(
    'refuse answers not of their kind, in the form’s language (%s), and store nothing',
    async (language, given, messages) => {
      const posting = await createPosting(fourKinds)
      const { response, stored } = await apply(posting, answersTo(posting, [...given]), language)
      expect(response.status).toBe(400)
      expect(fieldErrorsOf(response.body)).toEqual(
        Object.fromEntries(
          posting.questions.map((each, index) => [postingAnswerField(each.id), messages[index]]),
        ),
      )
      expect(stored).toBe(0)
    },
  )

  it.each([
    ['en', 'Please answer this question.'],
    ['fr', 'Veuillez répondre à cette question.'],
  ] as const)(
    'require the required ones (%s), told with the other fields’ messages',
    async (language, message) => {
      const posting = await createPosting(fourKinds)
      const marker = newMarker()
      const values = { ...validJobApplication(marker), firstName: '', position: posting.title }
      const response = await submit(payload, 'job-application', values, {
        files: { resume: resume() },
        headers: { 'content-language': language },
      })
      expect(response.status).toBe(400)
      const [permit, shift, years, notice] = posting.questions.map((each) =>
        postingAnswerField(each.id),
      )
      expect(fieldErrorsOf(response.body)).toMatchObject({
        firstName: expect.any(String),
        [permit]: message,
        [shift]: message,
        [years]: message,
      })
      // The short text is optional.
      expect(fieldErrorsOf(response.body)).not.toHaveProperty(notice)
    },
  )

  it('leave an application to a posting without questions as it was', async () => {
    const posting = await createPosting([])
    const { response, application } = await apply(posting, {})
    expect(response.status).toBe(201)
    expect(application).toMatchObject({
      status: 'new',
      job: posting.id,
      knockedOut: false,
      screeningAnswers: null,
      knockoutReasons: null,
    })
  })

  it('refuse answers to questions the posting does not ask, and store nothing', async () => {
    const asking = await createPosting(fourKinds)
    const other = await createPosting([question('Can you start in January?')])
    const answers = {
      ...answersTo(asking, ['yes', 'Days', '5']),
      [postingAnswerField(other.questions[0].id)]: 'yes',
    }
    const { response, stored } = await apply(asking, answers)
    expect(response.status).toBe(400)
    expect(fieldErrorsOf(response.body)).toEqual({
      position:
        'Some answers are to questions this position does not ask. Please choose the position again and answer its questions.',
    })
    expect(stored).toBe(0)
    // Nor to a position no open posting has.
    const none = await apply(
      { title: 'Any role' },
      { [postingAnswerField(asking.questions[0].id)]: 'yes' },
    )
    expect(none.response.status).toBe(400)
    expect(none.stored).toBe(0)
    // An empty answer to another posting's question (a field left behind) is no answer at all.
    const left = await apply(other, {
      [postingAnswerField(other.questions[0].id)]: 'no',
      [postingAnswerField(asking.questions[0].id)]: '',
    })
    expect(left.response.status).toBe(201)
  })

  it('work without JavaScript: a refused post comes back with the answers as typed', async () => {
    const posting = await createPosting(fourKinds)
    const marker = newMarker()
    const formData = new FormData()
    formData.append('locale', 'fr')
    const typed = answersTo(posting, ['no', 'Days', 'beaucoup'])
    for (const [field, value] of Object.entries({
      ...validJobApplication(marker),
      position: posting.title,
      ...typed,
    })) {
      if (field === 'submissionKey' || value === false) continue
      formData.append(field, value === true ? 'on' : String(value))
    }
    formData.append('resume', new File([new Uint8Array(pdf())], 'cv.pdf'))
    const dependencies = { payload, afterResponse: () => undefined }
    const refused = await submitFormData(
      'job-application',
      formData,
      { client: randomAddress() },
      dependencies,
    )
    expect(refused.stored).toBe(false)
    const state = (refused as { state: Extract<FormState, { status: 'refused' }> }).state
    const years = postingAnswerField(posting.questions[2].id)
    expect(state.fieldErrors).toMatchObject({
      [years]: 'Veuillez saisir un nombre, par exemple 3.',
    })
    expect(state.values).toMatchObject(typed)

    formData.set(years, '3')
    const stored = await submitFormData(
      'job-application',
      formData,
      { client: randomAddress() },
      dependencies,
    )
    expect(stored).toMatchObject({ stored: true })
    const { docs } = await payload.find({
      collection: 'career-applications',
      where: { firstName: { equals: marker } },
      depth: 0,
    })
    expect(docs[0]).toMatchObject({
      status: 'new',
      knockedOut: true,
      knockoutReasons: `Knockout: '${permitQuestion}' answered No`,
    })
  })
})

describe('who sees the answers', () => {
  it('recruiters and admins; sales and editors never', async () => {
    const posting = await createPosting(fourKinds)
    const { application } = await apply(posting, answersTo(posting, ['no', 'Days', '5']))
    for (const role of ['recruiter', 'admin'] as const) {
      const read = await rest('GET', `/api/career-applications/${application.id}`, {
        token: users[role].token,
      })
      expect(read.status, role).toBe(200)
      expect(read.body, role).toMatchObject({ knockedOut: true })
      expect(read.body.screeningAnswers, role).toHaveLength(3)
    }
    for (const role of ['sales', 'editor', 'noRole'] as const) {
      const read = await rest('GET', `/api/career-applications/${application.id}`, {
        token: users[role].token,
      })
      expect(read.status, role).toBe(403)
      const list = await rest('GET', `/api/career-applications?where[knockedOut][equals]=true`, {
        token: users[role].token,
      })
      expect(list.status, role).toBe(403)
    }
    const visitor = await rest('GET', `/api/career-applications/${application.id}`)
    expect(visitor.status).toBe(403)
  })

  it('nobody writes the flag by hand: a recruiter’s update leaves it as the answers set it', async () => {
    const posting = await createPosting(fourKinds)
    const { application } = await apply(posting, answersTo(posting, ['no', 'Days', '5']))
    const patch = await rest('PATCH', `/api/career-applications/${application.id}`, {
      token: users.recruiter.token,
      body: { knockedOut: false, knockoutReasons: '', screeningAnswers: [] },
    })
    expect(patch.status).toBe(400)
    const kept = await payload.findByID({
      collection: 'career-applications',
      id: application.id,
      depth: 0,
    })
    expect(kept).toMatchObject({
      knockedOut: true,
      knockoutReasons: `Knockout: '${permitQuestion}' answered No`,
    })
    expect(kept.screeningAnswers).toHaveLength(3)
  })
})
