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
  /** The WhatsApp chat strip at the foot of each page (src/whatsapp). */
  whatsapp: {
    /** The chat's first message when Site settings → WhatsApp leaves the greeting empty. */
    greeting: "Hello, I'd like to know more about {page}",
    /** The thank-you page's chat: the visitor's reference. */
    reference: 'Hello, my reference is {reference}',
    invitation: 'Questions? Our team answers on WhatsApp.',
    chat: 'Chat on WhatsApp',
    /** The link's full name for screen readers, starting with its visible words. */
    chatAbout: 'Chat on WhatsApp about {page}',
    continue: 'Continue on WhatsApp',
    continueWithReference: 'Continue on WhatsApp with your reference {reference}',
    hours: 'Hours: {hours}',
    /**
     * The first message staff send a lead from its page, in the lead's language: {name} as the
     * visitor gave it, {sender} the staff member, {title} the type as e-mails name it.
     */
    toLead: 'Hello {name}, this is {sender} from {company}, about your {title} {reference}.',
    /** What a page is about, for pages that are no document of their own. */
    topics: {
      home: '{siteName}',
      about: 'your company',
      network: 'your operator network',
      productsServices: 'your products and services',
      careers: 'careers at {siteName}',
      partnership: 'partnering with you',
      getQuote: 'getting a quote',
      contact: 'getting in touch with you',
      apply: 'your hiring process',
      marketReport: 'your market reports',
      privacyPolicy: 'your privacy policy',
      termsOfService: 'your terms of service',
      /** A product, region, job posting or landing page, by its title. */
      titled: '{title}',
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
