import type { FrenchSeed, GlobalSeed } from '../../../types'
import { markets } from '../../markets'

/**
 * Only the localized texts: links' targets, contact details, the figures' group and addresses are
 * shared. Highlight figures are written the French way.
 */
export const siteSettingsFr: FrenchSeed<GlobalSeed<'site-settings'>> = {
  headerLinks: [
    { label: 'Accueil' },
    { label: 'À propos' },
    { label: 'Produits et services' },
    { label: 'Carrières' },
    { label: 'Contact' },
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
      { value: '250\u202fM+', label: 'Abonnés touchés' },
      { value: '8+', label: 'Pays africains' },
      { value: '15+', label: 'Partenaires opérateurs' },
      { value: '99,9\u202f%', label: 'Disponibilité' },
    ],
  },
}
