import { describe, expect, it } from 'vitest'

import { postingIn } from '@/lib/data/job-postings'

const translated = {
  id: 1,
  language: 'fr' as const,
  title: { fr: 'Chargé(e) de comptes', en: 'Account Manager' },
  description: { fr: 'Développer…', en: 'Develop…' },
  requirements: { fr: 'Français', en: 'French' },
  location: { fr: 'Douala, Cameroun', en: 'Douala, Cameroon' },
}
const englishOnly = {
  id: 2,
  language: 'en' as const,
  title: { en: 'Backend Engineer', fr: null },
  description: { en: 'Build…' },
  requirements: { en: 'Node.js' },
  location: { en: 'Lagos, Nigeria' },
}

describe('a job posting as a careers page shows it', () => {
  it('is in the page’s language when it has been translated, whichever it was written in', () => {
    expect(postingIn(translated, 'en')).toMatchObject({
      language: 'en',
      title: 'Account Manager',
      location: 'Douala, Cameroon',
    })
    expect(postingIn(translated, 'fr')).toMatchObject({
      language: 'fr',
      title: 'Chargé(e) de comptes',
      requirements: 'Français',
    })
  })

  it('is in its own language, named, on the other language’s page until it is translated', () => {
    expect(postingIn(englishOnly, 'fr')).toMatchObject({
      language: 'en',
      title: 'Backend Engineer',
      description: 'Build…',
      location: 'Lagos, Nigeria',
    })
  })
})
