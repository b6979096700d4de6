import { rowsOf, section } from '../section'

export const faqBlock = section(
  'faq',
  { singular: 'Questions and answers', plural: 'Questions and answers' },
  [
    {
      name: 'items',
      type: 'array',
      required: true,
      maxRows: 30,
      validate: rowsOf('question', 'questions', 30),
      admin: { initCollapsed: true },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true },
        { name: 'answer', type: 'textarea', required: true, localized: true },
      ],
    },
  ],
)
