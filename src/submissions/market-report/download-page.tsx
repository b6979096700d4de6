import { CircleAlert, FileDown } from '@/components/ui/lucide-icons'

import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { MessagePage } from '@/components/ui/message-page'
import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, type Locale } from '@/lib/site/locales'

import { downloadFilePath, findDownloadLink, publishedRegion } from './download'
import { marketReportDownloadMessages } from './messages'
import { marketReportDownloadMessagesFr } from './messages.fr'
import { payloadClient } from '@/lib/data/payload'

/** The download page's words, per locale. */
export const downloadPageMessages: Record<Locale, typeof marketReportDownloadMessagesFr> = {
  en: marketReportDownloadMessages,
  fr: marketReportDownloadMessagesFr,
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

const regionOf = async (id: number, locale: Locale) =>
  publishedRegion(await payloadClient(), id, { name: true, slug: true, report: true }, locale)

/**
 * Where an e-mailed link leads: the report's download button while the link is valid, else a
 * page saying so with the way to ask for a new one. Opening it uses up nothing; the button does.
 */
export async function DownloadLinkPage({ token, locale }: { token: string; locale: Locale }) {
  const payload = await payloadClient()
  const link = await findDownloadLink(payload, token)
  const region = link && (await regionOf(link.region, locale))
  const usable = link?.usable && region?.report
  const text = downloadPageMessages[locale]
  if (usable) {
    const until = `${link.expiresAt.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    })} UTC`
    const plural = new Intl.PluralRules(locale).select(link.downloadsLeft)
    const valid = plural === 'one' ? text.valid.one : text.valid.other
    return (
      <MessagePage
        icon={FileDown}
        title={fill(text.title, { region: region.name })}
        text={fill(valid, { until, downloadsLeft: link.downloadsLeft })}
        actions={
          // A plain link: Next's would prefetch it, and a prefetch would count as a download.
          <a
            href={`${downloadFilePath(token)}${locale === defaultLocale ? '' : `?locale=${locale}`}`}
            download
            className={buttonClasses({ size: 'lg' })}
          >
            {text.button}
          </a>
        }
      />
    )
  }
  return (
    <MessagePage
      icon={CircleAlert}
      tone="amber"
      title={text.expiredTitle}
      text={text.expired}
      actions={
        <>
          {region ? (
            <ButtonLink
              href={localePath(locale, `/regions/${region.slug}#market-report`)}
              size="lg"
            >
              {text.requestAgain}
            </ButtonLink>
          ) : null}
          <ButtonLink href={localePath(locale, '/network')} size="lg" variant="outline">
            {text.browseRegions}
          </ButtonLink>
        </>
      }
    />
  )
}
