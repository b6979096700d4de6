/** For a submission's `phone` or `email` field's `admin`: a link once the lead is stored. */
export const phoneLinkComponents = {
  Field: '/src/desk/contact-links/ContactLinkField#PhoneLinkField',
}

export const emailLinkComponents = {
  Field: '/src/desk/contact-links/ContactLinkField#EmailLinkField',
}
