/** The address a stored phone number or e-mail address opens: one tap to call or write. */
export const contactHref = (kind: 'phone' | 'email', value: string) =>
  kind === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`
