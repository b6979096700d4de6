import { Section } from '@/components/ui/section'
import type { AboutPage } from '@/payload-types'

export function OurStory({ story }: { story: AboutPage['story'] }) {
  if (!story?.paragraphs?.length) return null
  return (
    <Section id="story" heading={story.heading}>
      <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph.id ?? paragraph.text}>{paragraph.text}</p>
        ))}
      </div>
    </Section>
  )
}
