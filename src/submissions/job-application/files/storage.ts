import type { Payload } from 'payload'

import { fileStore, type StoredUpload } from '@/server/storage/file-store'

/** Where an application file is stored (its key in the file store: folder or bucket). */
export const storedKeyOf = (payload: Payload, file: StoredUpload) =>
  fileStore(payload, 'application-files').keyOf(file)
