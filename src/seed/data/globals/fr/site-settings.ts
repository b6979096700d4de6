import type { FrenchSeed, GlobalSeed } from '../../../types'
import { markets } from '../../markets'

/** Only the localized labels: links' targets, contact details, figures and addresses are shared. */
export const siteSettingsFr: FrenchSeed<GlobalSeed<'site-settings'>> = {
  headerLinks: [
    { label: 'Accueil' },
    { label: 'À propos' },
    { label: 'Produits et services' },
    { label: 'Carrières' },
  ],
  footerProductLinks: [
    { label: 'Services à valeur ajoutée' },
    { label: 'Solutions fintech' },
    { label: 'Applications de place de marché' },
    { label: 'Solutions pour entreprises' },
    { label: 'Solutions basées sur l’IA' },
    { label: 'Infodivertissement 5G' },
  ],
  footerTagline:
    'Services à valeur ajoutée, fintech et solutions numériques pour les opérateurs mobiles et les entreprises en Afrique depuis 2015.',
  markets: markets('fr').map(({ name }) => ({ name })),
  figures: {
    visionGoal: '500 millions d’abonnés d’ici 2030',
    highlights: [
      { label: 'Abonnés touchés' },
      { label: 'Pays africains' },
      { label: 'Partenaires opérateurs' },
      { label: 'Disponibilité' },
    ],
  },
}
