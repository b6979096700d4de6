import type { AdminLanguage } from '@/lib/admin/language/words'

const en = {
  search: 'Search',
  label: 'Search leads, candidates and organizations',
  placeholder: 'Search: reference, company, name, e-mail, phone',
  submit: 'Search',
  intro:
    'Leads by reference, company, name, e-mail or phone number in any form; organizations by name, domain or a contact. Accents and case do not matter.',
  results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  nothing: (text: string) => `Nothing found for “${text}”.`,
  nothingHint:
    'Check the spelling, or try fewer words: a surname, a company, the last digits of a phone number.',
  empty:
    'Type what you are looking for: a reference such as QR-000042, a name, a company, an e-mail address or a phone number.',
  contact: 'contact',
  suggestions: 'Suggestions',
  allResults: (text: string) => `All results for “${text}”`,
}

export type SearchWords = typeof en

const fr: SearchWords = {
  search: 'Recherche',
  label: 'Rechercher des demandes, des candidats et des organisations',
  placeholder: 'Rechercher : référence, société, nom, e-mail, téléphone',
  submit: 'Rechercher',
  intro:
    'Les demandes par référence, société, nom, e-mail ou numéro de téléphone sous toutes ses formes ; les organisations par nom, domaine ou contact. Accents et majuscules sont sans importance.',
  results: (count: number) => (count <= 1 ? `${count} résultat` : `${count} résultats`),
  nothing: (text: string) => `Aucun résultat pour « ${text} ».`,
  nothingHint:
    'Vérifiez l’orthographe ou essayez moins de mots : un nom de famille, une société, les derniers chiffres d’un numéro.',
  empty:
    'Saisissez ce que vous cherchez : une référence comme QR-000042, un nom, une société, une adresse e-mail ou un numéro de téléphone.',
  contact: 'contact',
  suggestions: 'Suggestions',
  allResults: (text: string) => `Tous les résultats pour « ${text} »`,
}

export const searchWords = (language: AdminLanguage): SearchWords => (language === 'fr' ? fr : en)
