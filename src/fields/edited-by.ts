import type { RelationshipField } from 'payload'

/**
 * Who saved a document last, set by the server from the session on every save: Payload's versions
 * keep a copy of each save but not its author, so each version in the history carries this.
 * Whatever a client sends for it is replaced.
 */
export const editedByField = (): RelationshipField => ({
  name: 'editedBy',
  label: 'Saved by',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
  hooks: {
    beforeChange: [({ req }) => (req.user?.collection === 'users' ? req.user.id : null)],
  },
})
