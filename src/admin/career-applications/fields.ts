import type { UIField } from 'payload'

/** Where the documents sit: the sidebar of a career application, above its status. */
export const applicationDocumentsField: UIField = {
  name: 'documents',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: {
      Field: '/src/admin/career-applications/ApplicationDocuments#ApplicationDocuments',
    },
  },
}
