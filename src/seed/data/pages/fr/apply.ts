import type { FrenchSeed, PageSeed } from '../../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, richText } from '../lexical'

/** The /fr/apply page's copy; the form itself is the job application form. */
export const applyFr: FrenchSeed<PageSeed> = {
  title: 'Postuler à un poste',
  intro: `Rejoignez ${companyName} et créez des services numériques utilisés par des millions d’abonnés à travers l’Afrique.`,
  layout: [
    {
      content: richText(
        heading('Notre processus de recrutement'),
        bulletList(
          ['Un recruteur lit chaque candidature et vous répond sous deux semaines.'],
          [
            'Les candidats présélectionnés rencontrent l’équipe qui recrute lors d’un ou deux entretiens.',
          ],
          [
            'Certains postes comprennent un court exercice pratique, dont nous discutons d’abord avec vous.',
          ],
        ),
      ),
    },
  ],
  meta: {
    title: `Postuler à une offre d’emploi | ${companyName}`,
    description: `Postulez à un poste ouvert chez ${companyName} : ingénierie, produit, commercial et partenariats, en Afrique, en Inde ou en télétravail.`,
    keywords: 'candidature, postuler, carrières, emploi télécoms Afrique, télétravail',
  },
}
