import type { CollectionConfig } from 'payload'

import { worksLeads } from '@/desk/access'
import { optionalColumns, ownOrSharedViews, ownViews, stampOwner } from '@/desk/my-work/saved-views'
import { deleteViewEndpoint, saveViewEndpoint } from '@/desk/my-work/save-view'
import { deskRoles } from '@/desk/worked-types'
import { hiddenUnless } from '@/lib/admin/navigation'

/**
 * A named set of My work's filters and columns, kept for the person who saved it, or shared with
 * their team. Saved and opened from My work (/admin/my-work).
 */
export const SavedViews: CollectionConfig = {
  slug: 'saved-views',
  labels: { singular: 'Saved view', plural: 'Saved views' },
  lockDocuments: false,
  admin: {
    group: 'Lead desk',
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'shared'],
    hidden: hiddenUnless(...deskRoles),
  },
  defaultSort: 'name',
  access: { read: ownOrSharedViews, create: worksLeads, update: ownViews, delete: ownViews },
  hooks: { beforeChange: [stampOwner] },
  endpoints: [saveViewEndpoint, deleteViewEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'shared',
      label: 'Shared with my team',
      type: 'checkbox',
      defaultValue: false,
    },
    // The filters as My work's address asks for them (type=…&due=…), read as any address is.
    { name: 'filters', type: 'text', maxLength: 500, admin: { readOnly: true } },
    {
      name: 'columns',
      type: 'select',
      hasMany: true,
      options: optionalColumns.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'owner',
      label: 'Saved by',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
