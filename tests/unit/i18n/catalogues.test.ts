import { describe, expect, it } from 'vitest'

import { catalogues } from '@/i18n/messages'
import { textPairs, translator } from '@/i18n/translate-text'
import { submissionTypes } from '@/submissions'
import { formMessages } from '@/submissions/form/messages'
import { formMessagesFr } from '@/submissions/form/messages.fr'

type Texts = { readonly [key: string]: string | Texts }

/** Every text's path in a catalogue, e.g. "layout.footer.rights". */
const pathsOf = (texts: Texts, at = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${at}${key}`] : pathsOf(value, `${at}${key}.`),
  )

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name))].sort()

const catalogueSets: [string, Texts, Texts][] = [
  ['the interface', catalogues.en, catalogues.fr],
  ['the shared form words', formMessages, formMessagesFr],
  ...submissionTypes.map((type): [string, Texts, Texts] => [
    `the ${type.form} form`,
    type.messages.en,
    type.messages.fr,
  ]),
]

describe.each(catalogueSets)('the French of %s', (_, english, french) => {
  it('has every English key, and no other', () => {
    expect(pathsOf(french).sort()).toEqual(pathsOf(english).sort())
  })

  it('fills every text, keeping its placeholders', () => {
    for (const [en, fr] of textPairs(english, french)) {
      expect(fr.trim(), en).not.toBe('')
      expect(placeholders(fr), en).toEqual(placeholders(en))
    }
  })
})

describe('a text made in English by code', () => {
  const translate = translator(textPairs(formMessages, formMessagesFr))

  it('is translated with the values it carries', () => {
    expect(translate('Please use at most 200 characters')).toBe(
      'Veuillez utiliser au plus 200 caractères',
    )
    expect(
      translate('Too many submissions from your network. Please try again in 5 minutes.'),
    ).toBe('Trop de demandes envoyées depuis votre réseau. Veuillez réessayer dans 5 minutes.')
  })

  it('stays as it is when no template matches', () => {
    expect(translate('Something only a test would say')).toBe('Something only a test would say')
  })
})
