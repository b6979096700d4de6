import { CircleAlert, FileDown } from 'lucide-react'
import config from '@payload-config'
import { getPayload } from 'payload'

import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
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
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      {usable ? (
        <>
          <FileDown aria-hidden="true" className="size-14 text-teal-700" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
            {text.title(region.name)}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            {text.valid(
              link.downloadsLeft,
              link.expiresAt.toLocaleString('en-GB', {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'UTC',
              }) + ' UTC',
            )}
          </p>
          {/* A plain link: Next's would prefetch it, and a prefetch would count as a download. */}
          <a
            href={downloadFilePath(token)}
            download
            className={`${buttonClasses({ size: 'lg' })} mt-10`}
          >
            {text.button}
          </a>
        </>
      ) : (
        <>
          <CircleAlert aria-hidden="true" className="size-14 text-amber-600" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl">
            {text.expiredTitle}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{text.expired}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
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
          </div>
        </>
      )}
    </Container>
  )
}
