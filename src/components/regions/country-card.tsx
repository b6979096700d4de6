import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'

import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import type { Region } from '@/payload-types'

type Country = NonNullable<Region['countries']>[number]

export async function CountryCard({ country }: { country: Country }) {
  const t = await getTranslations('pages.region')
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          {country.flag ? (
            <Image
              src={`/flags/${country.flag.toLowerCase()}.svg`}
              alt=""
              width={36}
              height={24}
              className="h-6 w-9 rounded-[3px] ring-1 ring-black/10"
            />
          ) : null}
          <h3 className="text-xl font-semibold text-navy-950">{country.name}</h3>
        </div>
        {country.note ? <Badge tone="amber">{country.note}</Badge> : null}
      </div>
      <p className="mt-5">
        <span className="text-3xl font-bold tracking-tight text-navy-950">
          {country.subscribers}
        </span>{' '}
        <span className="text-sm text-slate-600">{t('subscribers')}</span>
      </p>
      {country.partners?.length ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-navy-950">{t('operatorPartners')}</h4>
          <p className="mt-1 text-slate-700">
            {country.partners.map((partner) => partner.name).join(', ')}
          </p>
        </div>
      ) : null}
      {country.services?.length ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-navy-950">{t('services')}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {country.services.map((service) => (
              <li key={service.id ?? service.text}>
                <Badge>{service.text}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  )
}
