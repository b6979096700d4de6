import type { CollectionConfig } from 'payload'

import { editorManagedContent } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { revalidateTimeline } from '@/server/revalidate'

export const TimelineEntries: CollectionConfig = {
  slug: 'timeline-entries',
  labels: { singular: 'Timeline entry', plural: 'Timeline' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['year', 'title', 'status'],
    hidden: hiddenUnless('editor'),
  },
  defaultSort: 'order',
  access: editorManagedContent,
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
}
