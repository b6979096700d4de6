/** The spec's aliases and the canonical URL each redirects to. */
export const aliases: Record<string, string> = {
  '/solutions': '/products-services',
  '/services/vas': '/products/vas',
  '/services/fintech': '/products/fintech',
  '/services/marketplace': '/products/marketplace',
  '/services/enterprise': '/products/enterprise',
  '/services/ai-solutions': '/products/ai',
  '/services/5g-infotainment': '/products/ott',
  '/products/5g': '/products/ott',
}
