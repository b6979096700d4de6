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

/** The résumé shown in the page, where the upload fields were (ResumeViewer.tsx). */
export const resumeViewerField: UIField = {
  name: 'resumeViewer',
  type: 'ui',
  admin: {
    disableListColumn: true,
    components: { Field: '/src/admin/career-applications/ResumeViewer#ResumeViewer' },
  },
}
