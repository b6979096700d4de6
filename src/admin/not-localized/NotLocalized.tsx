import './not-localized.scss'

/**
 * Marks a page of content that is not localized (a submission): its stylesheet hides the
 * header's locale switcher, which Payload shows on every page once the site has locales.
 */
export function NotLocalized() {
  return <span className="not-localized" hidden />
}
