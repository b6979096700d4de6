import type { UIField } from 'payload'

/** The lead's timeline, and the box where staff add a note or log a call or message. */
export const timelineField: UIField = {
  name: 'leadTimeline',
  type: 'ui',
  admin: {
    disableListColumn: true,
    components: { Field: '/src/desk/timeline/TimelineField#TimelineField' },
  },
}
