import { formatAdminURL } from 'payload/shared'

import { labelIn, type AdminLanguage } from '@/lib/admin/language/words'
import type { countUntranslated } from '@/admin/translations/missing-french'

import { overviewWords } from '../words'

export function Translations({
  missing,
  adminRoute,
  language,
}: {
  missing: Awaited<ReturnType<typeof countUntranslated>>
  adminRoute: string
  language: AdminLanguage
}) {
  const words = overviewWords[language]
  const total = missing.reduce((sum, { count }) => sum + count, 0)
  return (
    <section className="panel" aria-labelledby="translations-title">
      <h2 id="translations-title" className="panel__title">
        {words.translationsTitle}
      </h2>
      {total === 0 ? (
        <p className="overview__empty">{words.everyPageTranslated}</p>
      ) : (
        <>
          <p data-testid="untranslated-total">
            <strong>{total}</strong> {words.documentsLack(total)}
          </p>
          <ul className="translations">
            {missing.map(({ collection, label, count }) => (
              <li key={collection}>
                <a
                  href={formatAdminURL({
                    adminRoute,
                    path: collection.startsWith('globals/')
                      ? `/${collection}`
                      : `/collections/${collection}?where[translationStatus][equals]=missing`,
                  })}
                >
                  {labelIn(label, language)}
                </a>
                {language === 'fr' ? '\u00a0:' : ':'} {count}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
