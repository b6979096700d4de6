import type { Payload } from 'payload'

import { countTotal, type ErasedCounts } from './counts'
import { removeStoredFiles } from '@/server/storage/file-store'

import { deleteSubmissions } from './delete-submissions'
import { asDeletionBatches, findPersonalData, summarise } from './personal-data'
import { removeOrganizationContacts } from './organization-contacts'
import { deleteQueuedEmails } from './queued-emails'
import { inTransaction } from '@/server/database/transaction'

export type Erasure =
  | { erased: ErasedCounts }
  /** The records no longer number what the admin confirmed: nothing was deleted. */
  | { outdated: { confirmed: number; found: number } }

/**
 * Deletes everything stored about the person in one transaction: submissions, status history,
 * application files (rows, then the files on disk once committed), queued e-mails and the
 * contacts kept on organizations. With
 * `confirmedTotal`, deletes nothing unless the records still number what the admin was shown.
 * Logs a count only, never the address.
 */
export async function erasePersonalData(
  payload: Payload,
  email: string,
  confirmedTotal?: number,
): Promise<Erasure> {
  const result = await inTransaction(payload, async (req) => {
    const data = await findPersonalData(req, email)
    const found = summarise(data).total
    if (confirmedTotal !== undefined && confirmedTotal !== found) {
      return { outdated: { confirmed: confirmedTotal, found } }
    }
    const { counts, storedFiles } = await deleteSubmissions(req, asDeletionBatches(data))
    counts.queuedEmails = data.queuedEmails.length
      ? await deleteQueuedEmails(req, { id: { in: data.queuedEmails } })
      : 0
    const erased: ErasedCounts = {
      ...counts,
      organizationContacts: await removeOrganizationContacts(req, data.organizationContacts),
    }
    return { erased, storedFiles }
  })
  if ('outdated' in result) return result
  await removeStoredFiles(payload, result.storedFiles)
  payload.logger.info(
    { deleted: result.erased },
    `Data protection: erased ${countTotal(result.erased)} record(s) on request`,
  )
  return { erased: result.erased }
}
