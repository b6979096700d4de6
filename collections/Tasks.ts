import type { CollectionConfig, PayloadRequest } from 'payload'

import { hiddenUnless } from '@/lib/admin/navigation'
import { accountsWithRoles, worksLeads } from '@/desk/access'
import { ownTasks, tasksTheySet } from '@/desk/tasks/access'
import { logDoneOnTimeline, readDueOnAssigneesClock, stampTask } from '@/desk/tasks/hooks'
import { maxTaskTitleLength, taskKinds } from '@/desk/tasks/kinds'
import { taskSubjects } from '@/desk/tasks/related'
import { zoneOfAccount } from '@/desk/tasks/zone'
import { deskRoles } from '@/desk/worked-types'

/**
 * A next step on the desk: a call, e-mail, meeting, WhatsApp message or follow-up, due at a time
 * on its assignee's clock, about a lead or an organization. Due and overdue tasks are in My work
 * and on the Overview; the assignee is reminded at the due time or in a morning digest (their
 * choice, on their account); ticking one done puts it on its lead's timeline.
 */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  labels: { singular: 'Task', plural: 'Tasks' },
  lockDocuments: false,
  admin: {
    group: 'Lead desk',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'due', 'assignee', 'relatedTo', 'done'],
    listSearchableFields: ['title'],
    hidden: hiddenUnless(...deskRoles),
  },
  defaultSort: 'due',
  // My work and the reminders read a person's open tasks by due time.
  indexes: [{ fields: ['assignee', 'done', 'due'] }, { fields: ['done', 'remindedAt', 'due'] }],
  access: { read: ownTasks, create: worksLeads, update: ownTasks, delete: tasksTheySet },
  hooks: {
    beforeOperation: [readDueOnAssigneesClock],
    beforeChange: [stampTask],
    afterChange: [logDoneOnTimeline],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: maxTaskTitleLength },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'followUp',
          options: taskKinds.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'due',
          type: 'date',
          required: true,
          index: true,
          timezone: {
            override: ({ baseField }) => ({
              ...baseField,
              label: 'Due: time zone',
              defaultValue: ({ req }: { req: PayloadRequest }) =>
                zoneOfAccount(req, req.user?.id ?? null),
            }),
          },
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
        },
      ],
    },
    {
      name: 'relatedTo',
      label: 'About',
      type: 'relationship',
      relationTo: [...taskSubjects],
      required: true,
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      // Whoever sets it, unless they name someone.
      defaultValue: ({ user }: { user?: { id: number } | null }) => user?.id,
      filterOptions: () => accountsWithRoles(deskRoles),
    },
    { name: 'notes', type: 'textarea', maxLength: 5000 },
    {
      name: 'done',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Ticked, it goes on the lead’s timeline.' },
    },
    {
      name: 'doneAt',
      label: 'Done at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'createdBy',
      label: 'Set by',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', readOnly: true },
    },
    // When its reminder went (at the due time or in a digest): each task is told of once.
    { name: 'remindedAt', type: 'date', admin: { hidden: true, disableListColumn: true } },
  ],
}
