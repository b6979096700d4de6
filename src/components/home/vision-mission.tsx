import { Eye, Target } from '@/components/ui/lucide-icons'

import { Section } from '@/components/ui/section'

type VisionMissionProps = {
  id?: string
  heading?: string | null
  intro?: string | null
  visionTitle?: string | null
  visionText?: string | null
  missionTitle?: string | null
  missionText?: string | null
}

/** Vision and mission side by side, on the home and About pages. */
export function VisionMission({ id, heading, intro, ...texts }: VisionMissionProps) {
  const blocks = [
    { Icon: Eye, title: texts.visionTitle, text: texts.visionText },
    { Icon: Target, title: texts.missionTitle, text: texts.missionText },
  ].filter((block) => block.title && block.text)
  return (
    <Section id={id} tone="dark" heading={heading} intro={intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {blocks.map(({ Icon, title, text }) => (
          <div key={title} className="rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-400/15 text-teal-300"
            >
              <Icon className="size-6" />
            </span>
            {heading ? (
              <h3 className="mt-5 text-2xl font-semibold text-white">{title}</h3>
            ) : (
              <h2 className="mt-5 text-2xl font-semibold text-white">{title}</h2>
            )}
            <p className="mt-3 text-lg leading-relaxed text-navy-100">{text}</p>
          </div>
        ))}
      </div>
    </Section>
  )
}
