import { Container } from '@/components/ui/container'
import type { Icon } from '@/components/ui/stroke-icon'
import { clsx } from 'clsx'

type MessagePageProps = {
  icon: Icon
  /** Amber for something that went wrong or ran out, teal otherwise. */
  tone?: 'teal' | 'amber'
  /** A short line above the heading, e.g. "404". */
  eyebrow?: string
  title: string
  text: string
  /** Lines under the text, e.g. an error's reference. */
  children?: React.ReactNode
  /** The buttons: where to go from here. */
  actions: React.ReactNode
}

/**
 * A page that says one thing: a confirmation, a missing page, an error, an expired link. Classes
 * are joined with clsx, not tailwind-merge: the error pages that use it load with every page.
 */
export function MessagePage({
  icon: Icon,
  tone = 'teal',
  eyebrow,
  title,
  text,
  children,
  actions,
}: MessagePageProps) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <Icon
        aria-hidden="true"
        className={clsx('size-14', tone === 'amber' ? 'text-amber-600' : 'text-teal-700')}
      />
      {eyebrow ? (
        <p className="mt-6 text-sm font-semibold tracking-wider text-teal-800 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1
        className={clsx(
          eyebrow ? 'mt-2' : 'mt-6',
          'text-4xl font-bold tracking-tight text-navy-950 sm:text-5xl',
        )}
      >
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      {children}
      <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div>
    </Container>
  )
}
