import type { Access, CollectionConfig, GlobalConfig, LivePreviewConfig } from 'payload'

import { editorsOnly } from '@/access'
import { editsContent } from '@/access/roles'
import { editedByField } from '@/fields/edited-by'

import { publishedOnly } from '@/access/published'

import { notePublication, noteGlobalPublication } from './publication'
import { leaveOutUntouchedDrafts, noteEmptyCreate, startedEmptyField } from './untouched-drafts'
import { previewUrl } from './preview-path'

/**
 * Editors prepare a change as a draft (saved as they type), look at it on the real page, publish
 * it now or at a set time, and go back to any of the last fifty versions.
 */
const draftVersions = {
  maxPerDoc: 50,
  drafts: { autosave: { interval: 1000 }, schedulePublish: true },
} as const

/** Everyone reads what is published; editors and admins also read drafts. */
const publishedUnlessEditor: Access = ({ req }) => {
  return editsContent(req.user) ? true : publishedOnly
}

/** The admin's preview: the real page at the phone, tablet and desktop widths we design for. */
const livePreview = (pathOf: (data: Record<string, unknown>) => string): LivePreviewConfig => ({
  url: ({ data, locale }) => previewUrl(locale.code, pathOf(data)),
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
})

/**
 * A collection of public content with drafts, live preview, scheduled publishing and a version
 * history that says who saved each version. `pathOf` is where a document shows on the site.
 */
export function withDrafts(
  config: CollectionConfig,
  pathOf: (data: Record<string, unknown>) => string,
): CollectionConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      livePreview: livePreview(pathOf),
      preview: (data, { locale }) => previewUrl(locale, pathOf(data)),
      baseFilter: leaveOutUntouchedDrafts,
    },
    access: {
      read: publishedUnlessEditor,
      readVersions: editorsOnly,
      create: editorsOnly,
      update: editorsOnly,
      delete: editorsOnly,
    },
    versions: draftVersions,
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), notePublication, noteEmptyCreate],
    },
    fields: [...config.fields, editedByField(), startedEmptyField],
  }
}

/** The same for a page global, which shows at `path`. */
export function withGlobalDrafts(config: GlobalConfig, path: string): GlobalConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      livePreview: livePreview(() => path),
      preview: (_data, { locale }) => previewUrl(locale, path),
    },
    access: { read: publishedUnlessEditor, readVersions: editorsOnly, update: editorsOnly },
    versions: draftVersions,
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), noteGlobalPublication],
    },
    fields: [...config.fields, editedByField()],
  }
}
