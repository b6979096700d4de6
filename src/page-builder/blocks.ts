import type { Block, BlocksField, Field } from 'payload'

import { cardListField, statListField } from '@/fields/cards'
import { sectionHeadingFields } from '@/fields/hero'
import { linkFields, validLinkTarget } from '@/fields/link'
import { africanCountryOptions } from '@/lib/content/country-names'
import { submissionTypes } from '@/submissions'

/** A list's size rule, said in the list's own words: "Add at least one question." */
const rowsOf =
  (singular: string, plural: string, max: number) =>
  (value: unknown): true | string => {
    const count = Array.isArray(value) ? value.length : 0
    if (count === 0) return `Add at least one ${singular}.`
    return count > max ? `Keep to ${max} ${plural} at most.` : true
  }

/** Every block but the hero and the rich text opens with an optional heading and introduction. */
const section = (slug: string, labels: Block['labels'], fields: Field[]): Block => ({
  slug,
  labels,
  fields: [{ type: 'row', fields: sectionHeadingFields() }, ...fields],
})

const hero: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      admin: { description: 'A short label above the heading.' },
    },
    {
      name: 'heading',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: "The page's main heading." },
    },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the heading on wide screens, under it on phones.' },
    },
    linkFields('cta', 'Button'),
  ],
}

const iconCards = section('iconCards', { singular: 'Icon cards', plural: 'Icon cards' }, [
  {
    ...cardListField({ name: 'cards', maxRows: 12 }),
    required: true,
    validate: rowsOf('card', 'cards', 12),
  },
])

const figures = section('figures', { singular: 'Figures', plural: 'Figures' }, [
  {
    ...statListField('figures'),
    required: true,
    maxRows: 8,
    validate: rowsOf('figure', 'figures', 8),
  },
])

const products = section('products', { singular: 'Products', plural: 'Products' }, [
  {
    name: 'products',
    type: 'relationship',
    relationTo: 'products',
    hasMany: true,
    required: true,
    admin: { description: 'Shown as the catalogue shows them, in the order chosen here.' },
  },
])

const regions = section(
  'regions',
  { singular: 'Regions or countries', plural: 'Regions or countries' },
  [
    {
      name: 'regions',
      type: 'relationship',
      relationTo: 'regions',
      hasMany: true,
      admin: { description: 'Each region as a card leading to its page.' },
    },
    {
      name: 'countries',
      type: 'select',
      hasMany: true,
      options: africanCountryOptions,
      admin: { description: 'Countries shown with their flags, e.g. where the campaign runs.' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        (Array.isArray(value) && value.length > 0) ||
        (Array.isArray(siblingData.regions) && siblingData.regions.length > 0)
          ? true
          : 'Choose at least one region or one country.',
    },
  ],
)

const quotation: Block = {
  slug: 'quotation',
  labels: { singular: 'Client quotation', plural: 'Client quotations' },
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '33%' } },
        { name: 'role', type: 'text', localized: true, admin: { width: '33%' } },
        { name: 'organization', type: 'text', admin: { width: '33%' } },
      ],
    },
  ],
}

const partnerLogos = section(
  'partnerLogos',
  { singular: 'Partner logos', plural: 'Partner logos' },
  [
    {
      name: 'logos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '33%' } },
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              required: true,
              admin: { width: '33%' },
            },
            {
              name: 'url',
              type: 'text',
              admin: { width: '33%', description: 'Optional: https://…' },
              validate: (value: null | string | undefined) =>
                !value || value.startsWith('https://')
                  ? validLinkTarget(value)
                  : 'Write a full address that starts with https://.',
            },
          ],
        },
      ],
    },
  ],
)

const faq = section('faq', { singular: 'Questions and answers', plural: 'Questions and answers' }, [
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
])

const richText: Block = {
  slug: 'richText',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true, localized: true }],
}

const ctaBand: Block = {
  slug: 'ctaBand',
  labels: { singular: 'Call-to-action band', plural: 'Call-to-action bands' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    linkFields('primary', 'Button', true),
    linkFields('secondary', 'Second button'),
  ],
}

/** The public forms, as editors name them. */
export const formOptions = submissionTypes.map(({ form, labels }) => ({
  value: form,
  label: labels.singular,
}))

const form = section('form', { singular: 'Form', plural: 'Forms' }, [
  {
    type: 'row',
    fields: [
      {
        name: 'form',
        type: 'select',
        required: true,
        options: formOptions,
        admin: { width: '50%', description: 'Its submissions record this page.' },
      },
      {
        name: 'region',
        type: 'relationship',
        relationTo: 'regions',
        admin: {
          width: '50%',
          description: 'The region whose report is sent.',
          condition: (_data, siblingData) => siblingData?.form === 'market-report',
        },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData.form !== 'market-report' || value
            ? true
            : 'Choose the region whose report is sent.',
      },
    ],
  },
])

export const pageBlocks = [
  hero,
  iconCards,
  figures,
  products,
  regions,
  quotation,
  partnerLogos,
  faq,
  richText,
  ctaBand,
  form,
] as const

type LayoutRow = { blockType?: string }

/**
 * A page's blocks, top to bottom. The hero holds the page's one h1, so there is at most one and
 * it comes first; one form per page, which the page's links reach at #form.
 */
export const layoutField: BlocksField = {
  name: 'layout',
  label: 'Blocks',
  labels: { singular: 'Block', plural: 'Blocks' },
  type: 'blocks',
  required: true,
  minRows: 1,
  blocks: [...pageBlocks],
  admin: { initCollapsed: false },
  validate: (value: unknown) => {
    const rows = (Array.isArray(value) ? value : []) as LayoutRow[]
    if (rows.length === 0) return 'Add at least one block.'
    const heroes = rows.filter((row) => row.blockType === 'hero').length
    if (heroes > 1) return 'A page has one hero: it holds its main heading. Remove the others.'
    if (heroes === 1 && rows[0]?.blockType !== 'hero')
      return 'Move the hero to the top of the page.'
    if (rows.filter((row) => row.blockType === 'form').length > 1) {
      return 'A page has one form. Remove the others.'
    }
    return true
  },
}
