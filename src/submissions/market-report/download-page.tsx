import { CircleAlert, FileDown } from 'lucide-react'
import config from '@payload-config'
import { getPayload } from 'payload'

import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { MessagePage } from '@/components/shared/message-page'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'

import { downloadFilePath, findDownloadLink } from './download'
import { marketReportDownload as text } from './messages'

const regionOf = async (id: number, locale: Locale) => {
  const payload = await getPayload({ config })
  return payload
    .findByID({
      collection: 'regions',
      id,
      locale,
      depth: 0,
      select: { name: true, slug: true, report: true },
    })
    .catch(() => undefined)
}

/**
 * Where an e-mailed link leads: the report's download button while the link is valid, else a
 * page saying so with the way to ask for a new one. Opening it uses up nothing; the button does.
 */
export async function DownloadLinkPage({ token, locale }: { token: string; locale: Locale }) {
  const payload = await getPayload({ config })
  const link = await findDownloadLink(payload, token)
  const region = link && (await regionOf(link.region, locale))
  const usable = link?.usable && region?.report
  if (usable) {
    const until = `${link.expiresAt.toLocaleString('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    })} UTC`
    return (
      <MessagePage
        icon={FileDown}
        title={text.title(region.name)}
        text={text.valid(link.downloadsLeft, until)}
        actions={
          // A plain link: Next's would prefetch it, and a prefetch would count as a download.
          <a href={downloadFilePath(token)} download className={buttonClasses({ size: 'lg' })}>
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
