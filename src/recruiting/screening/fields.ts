import type { ArrayField, Field, FieldAccess, UIField } from 'payload'

import { userHasRole } from '@/access/roles'

import { maxScreeningQuestions, type StoredQuestion } from './questions'

/** Knockout rules are the recruiters': visitors reading an open posting never see them. */
const recruitersRead: FieldAccess = ({ req }) => userHasRole(req.user, 'admin', 'recruiter')

const ofKind =
  (kind: StoredQuestion['kind']) =>
  (_data: unknown, sibling: Partial<StoredQuestion> | undefined): boolean =>
    sibling?.kind === kind

const tooMany = `A posting can ask at most ${maxScreeningQuestions} screening questions. Remove one before adding another.`

/**
 * A posting's screening questions (collections/JobPostings.ts): each in English and French, with
 * its kind, whether it must be answered and its knockout rule. A knockout answer flags the
 * application; it never rejects it.
 */
export const screeningQuestionsField: ArrayField = {
  name: 'screeningQuestions',
  label: 'Screening questions',
  type: 'array',
  // Its tables' names short enough for PostgreSQL's 63 characters, the versions' included.
  dbName: 'job_posting_questions',
  maxRows: maxScreeningQuestions,
  labels: { singular: 'Screening question', plural: 'Screening questions' },
  admin: {
    initCollapsed: true,
    description:
      'Up to ten questions candidates answer on the apply form, in the language they apply in. A knockout answer flags the application for you to look at; it never rejects it.',
    components: { RowLabel: '/src/recruiting/screening/QuestionRowLabel#QuestionRowLabel' },
  },
  validate: (value) => {
    const rows = Array.isArray(value) ? value : []
    if (rows.length > maxScreeningQuestions) return tooMany
    return true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'textEn',
          label: 'Question (English)',
          type: 'text',
          required: true,
          maxLength: 300,
          admin: { width: '50%' },
        },
        {
          name: 'textFr',
          label: 'Question (French)',
          type: 'text',
          required: true,
          maxLength: 300,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Answered with',
          type: 'select',
          required: true,
          defaultValue: 'yesNo',
          enumName: 'screening_question_kind',
          options: [
            { value: 'yesNo', label: 'Yes or no' },
            { value: 'choice', label: 'A choice among options' },
            { value: 'number', label: 'A number' },
            { value: 'text', label: 'A short text (up to 200 characters)' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'required',
          label: 'Candidates must answer',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', style: { alignSelf: 'center' } },
        },
      ],
    },
    {
      name: 'knockoutAnswer',
      label: 'Knockout answer',
      type: 'select',
      enumName: 'screening_knockout_answer',
      access: { read: recruitersRead },
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      admin: {
        condition: ofKind('yesNo'),
        description:
          'Optional: the answer that flags the application, e.g. No to “Do you hold a valid work permit?”.',
      },
    },
    {
      name: 'options',
      label: 'Options',
      type: 'array',
      labels: { singular: 'Option', plural: 'Options' },
      admin: {
        condition: ofKind('choice'),
        description: 'What candidates choose from, in both languages. Tick those that flag.',
      },
      validate: (value, { siblingData }) => {
        const kind = (siblingData as Partial<StoredQuestion> | undefined)?.kind
        const count = Array.isArray(value) ? value.length : 0
        return kind !== 'choice' || count >= 2 ? true : 'A choice needs at least two options.'
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'labelEn', label: 'Option (English)', type: 'text', required: true },
            { name: 'labelFr', label: 'Option (French)', type: 'text', required: true },
            {
              name: 'knocksOut',
              label: 'Knockout',
              type: 'checkbox',
              defaultValue: false,
              access: { read: recruitersRead },
              admin: { style: { alignSelf: 'center' } },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: ofKind('number') },
      fields: [
        {
          name: 'minimum',
          label: 'Knockout below',
          type: 'number',
          access: { read: recruitersRead },
          admin: {
            width: '50%',
            description: 'Optional: an answer below this number flags the application.',
          },
        },
        {
          name: 'maximum',
          label: 'Knockout above',
          type: 'number',
          access: { read: recruitersRead },
          admin: {
            width: '50%',
            description: 'Optional: an answer above this number flags the application.',
          },
          validate: (
            value: number | null | undefined,
            { siblingData }: { siblingData: unknown },
          ) => {
            const { minimum } = siblingData as Partial<StoredQuestion>
            return typeof value === 'number' && typeof minimum === 'number' && value < minimum
              ? 'The maximum cannot be below the minimum.'
              : true
          },
        },
      ],
    },
  ],
}

/**
 * What a career application keeps of its screening: the answers as asked, and the knockout flag
 * with the rules that matched. Written by the screening intake step, never by staff.
 */
export const screeningAnswerFields: Field[] = [
  {
    name: 'screeningAnswers',
    label: 'Screening answers',
    type: 'json',
    admin: { hidden: true },
  },
  {
    name: 'screening',
    type: 'ui',
    admin: {
      disableListColumn: true,
      components: { Field: '/src/recruiting/screening/ScreeningAnswers#ScreeningAnswers' },
    },
  } satisfies UIField,
]

/** The knockout flag, in the sidebar: a filter and a column of the list too. */
export const knockoutFields: Field[] = [
  {
    name: 'knockedOut',
    label: 'Knocked out',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description:
        'A screening answer matched a knockout rule. The application is only flagged: it stays where it is until you move it.',
    },
  },
  {
    name: 'knockoutReasons',
    label: 'Knockout reasons',
    type: 'textarea',
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.knockoutReasons),
    },
  },
]
