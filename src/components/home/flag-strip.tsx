import { Image } from '@/components/ui/image'

import { Container } from '@/components/ui/container'
import type { HomePage } from '@/payload-types'

type FlagStripProps = { strip: HomePage['flagStrip'] }

/**
 * The countries scroll by in a 30 s loop: the list is drawn twice and shifted by half its width,
 * so the loop has no seam. The copy is hidden from assistive tech, and the animation stops for
 * visitors who prefer reduced motion.
 */
export function FlagStrip({ strip }: FlagStripProps) {
  const countries = strip.countries ?? []
  return (
    <section
      aria-labelledby="flag-strip-heading"
      className="border-b border-slate-200 bg-slate-50 py-8"
    >
      <Container>
        <h2
          id="flag-strip-heading"
          className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {strip.label}
        </h2>
      </Container>
      <div className="relative mt-5 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div className="flex w-max animate-marquee motion-reduce:animate-none">
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-hidden={copy || undefined}
              // Each chip's look is set once, from its list (see CheckList).
              className="flex shrink-0 *:mx-3 *:flex *:items-center *:gap-2.5 *:rounded-full *:bg-white *:px-4 *:py-2 *:text-sm *:font-medium *:whitespace-nowrap *:text-navy-950 *:ring-1 *:ring-slate-200"
            >
              {countries.map((country) => (
                <li key={country.id ?? country.code}>
                  <Image
                    src={`/flags/${country.code.toLowerCase()}.svg`}
                    alt=""
                    width={24}
                    height={16}
                    className="h-4 w-6 rounded-[2px] ring-1 ring-black/10"
                  />
                  {country.name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  )
}
