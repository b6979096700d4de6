/**
 * The interface's English words, by where they appear. The spec's exact strings are here as it
 * writes them. Content editors change lives in the CMS, not here.
 */
import { errorsEn } from './errors'
import { pagesEn } from './pages.en'

export const en = {
  pages: pagesEn,
  layout: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile',
    partnerWithUs: 'Partner With Us',
    getQuote: 'Get Quote',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    showProducts: 'Show products',
    hideProducts: 'Hide products',
    viewAllProducts: 'View All Products & Services',
    language: 'Language',
    otherLanguage: 'Français',
    otherLanguageLabel: 'Voir cette page en français',
    preview: {
      notice: 'Preview: this page shows unpublished drafts, and changes as you edit them.',
      leave: 'Leave preview',
    },
    footer: {
      solutions: 'Solutions',
      markets: 'Markets',
      company: 'Company',
      about: 'About',
      careers: 'Careers',
      partnerships: 'Partnerships',
      getQuote: 'Get Quote',
      rights: '© {year} {siteName}. All rights reserved.',
      privacyPolicy: 'Privacy Policy',
      termsOfService: 'Terms of Service',
    },
  },
  common: {
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    returnHome: errorsEn.returnHome,
    notFound: {
      title: 'Oops! Page not found',
      text: 'The page you are looking for does not exist or has moved.',
    },
    error: errorsEn.error,
  },
}
