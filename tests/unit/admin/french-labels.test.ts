import { describe, expect, it } from 'vitest'

import { collections } from '../../../collections'
import { globals } from '../../../globals'
import { untranslated } from '@/lib/admin/language/in-french'
import { englishOf } from '@/lib/site/labels'

describe('the admin in French', () => {
  it('has the French of every label and help text the collections and globals give', () => {
    expect(untranslated([...collections, ...globals])).toEqual([])
  })

  it('keeps each label’s English as written, for the English admin and the CSV headers', () => {
    const users = collections.find((collection) => collection.slug === 'users')!
    expect(users.labels?.singular).toEqual({ en: 'User', fr: 'Utilisateur' })
    const postings = collections.find((collection) => collection.slug === 'job-postings')!
    const title = postings.fields.find((field) => 'name' in field && field.name === 'title')!
    expect(englishOf('label' in title ? title.label : undefined, 'title')).toBe('Title')
  })
})
