import type { en } from './en'
import type { Translation } from '.'
import { errorsFr } from './errors'
import { pagesFr } from './pages.fr'

export const fr: Translation<typeof en> = {
  pages: pagesFr,
  layout: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Principale',
    mobileNavigation: 'Mobile',
    partnerWithUs: 'Devenir partenaire',
    getQuote: 'Demander un devis',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    showProducts: 'Afficher les produits',
    hideProducts: 'Masquer les produits',
    viewAllProducts: 'Tous nos produits et services',
    language: 'Langue',
    otherLanguage: 'English',
    otherLanguageLabel: 'View this page in English',
    preview: {
      notice: 'Aperçu : cette page montre les brouillons non publiés et suit vos modifications.',
      leave: "Quitter l'aperçu",
    },
    footer: {
      solutions: 'Solutions',
      markets: 'Marchés',
      company: 'Entreprise',
      about: 'À propos',
      careers: 'Carrières',
      partnerships: 'Partenariats',
      getQuote: 'Demander un devis',
      rights: '© {year} {siteName}. Tous droits réservés.',
      privacyPolicy: 'Politique de confidentialité',
      termsOfService: "Conditions d'utilisation",
    },
  },
  whatsapp: {
    greeting: "Bonjour, j'aimerais en savoir plus sur {page}",
    reference: 'Bonjour, mon numéro de référence est {reference}',
    invitation: 'Une question ? Notre équipe vous répond sur WhatsApp.',
    chat: 'Écrire sur WhatsApp',
    chatAbout: 'Écrire sur WhatsApp au sujet de {page}',
    continue: 'Continuer sur WhatsApp',
    continueWithReference: 'Continuer sur WhatsApp avec votre référence {reference}',
    hours: 'Horaires : {hours}',
    toLead: 'Bonjour {name}, ici {sender}, de {company}, au sujet de votre {title} {reference}.',
    topics: {
      home: '{siteName}',
      about: 'votre entreprise',
      network: "votre réseau d'opérateurs",
      productsServices: 'vos produits et services',
      careers: 'les carrières chez {siteName}',
      partnership: 'un partenariat avec vous',
      getQuote: 'vos devis',
      apply: 'votre processus de recrutement',
      marketReport: 'vos rapports de marché',
      privacyPolicy: 'votre politique de confidentialité',
      termsOfService: "vos conditions d'utilisation",
      titled: '« {title} »',
    },
  },
  common: {
    home: 'Accueil',
    breadcrumb: "Fil d'Ariane",
    returnHome: errorsFr.returnHome,
    notFound: {
      title: 'Page introuvable',
      text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    },
    error: errorsFr.error,
  },
}
