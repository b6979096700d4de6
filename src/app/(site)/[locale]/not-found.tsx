import { getLocale } from 'next-intl/server'

import { NotFoundMessage } from '@/components/shared/not-found-message'
import { defaultLocale, isLocale } from '@/lib/site/locales'

/**
 * The 404 page where a notFound() reaches the layout, which happens in the browser only: the
 * server renders a missing page's 404 page as that page's content (MissingPage,
 * src/components/shared/missing-page.tsx), whose notFound() then lands here once the scripts run, and a
 * client navigation to a missing page lands here too. Both show the same message.
 */
export default async function NotFound() {
  const requested = await getLocale()
  return <NotFoundMessage locale={isLocale(requested) ? requested : defaultLocale} />
}
