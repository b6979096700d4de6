import type { CollectionConfig } from 'payload'

import { hiddenUnless } from '@/lib/admin/navigation'
import { withDrafts } from '@/publishing/drafts'
import { revalidateTimeline } from '@/publishing/revalidate'

export const TimelineEntries: CollectionConfig = withDrafts(
  {
    slug: 'timeline-entries',
    labels: { singular: 'Timeline entry', plural: 'Timeline' },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['year', 'title', 'status'],
      hidden: hiddenUnless('editor'),
    },
    defaultSort: 'order',
    hooks: revalidateTimeline,
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'year', type: 'text', required: true, admin: { description: 'e.g. 2016-2018' } },
          {
            name: 'status',
            type: 'select',
            required: true,
            defaultValue: 'completed',
            // Its own type name: Payload's publication status (`_status`) would take the default one.
            enumName: 'enum_timeline_entries_stage',
            options: [
              { value: 'completed', label: 'Completed' },
              { value: 'future', label: 'Future' },
            ],
          },
          { name: 'order', type: 'number', defaultValue: 0 },
        ],
      },
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'description', type: 'textarea', required: true, localized: true },
    ],
  },
  // The timeline is shown on About.
  () => '/about',
)
