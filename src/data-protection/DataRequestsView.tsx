import type { AdminViewServerProps } from 'payload'

import { userHasRole } from '@/access/roles'
import { AdminScreen } from '@/lib/admin/AdminScreen'

import { DataRequestsForm } from './DataRequestsForm'
import './data-requests.scss'

export const dataRequestsTitle = 'Data requests'
export const adminsOnlyNotice = 'Only admins can export or erase personal data.'

/**
 * /admin/data-requests: an admin finds everything a person sent through the forms by their
 * e-mail address, then downloads it or erases it.
 */
export function DataRequestsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  return (
    <AdminScreen {...props} title={dataRequestsTitle} className="data-requests">
      <h1 className="data-requests__title">{dataRequestsTitle}</h1>
      {userHasRole(req.user, 'admin') ? (
        <>
          <p className="data-requests__intro">
            Find everything a person sent through the website&apos;s forms by the e-mail address
            they gave (capitals do not matter): contact messages, quote requests, partnership and
            career applications with their résumés and cover letters, and each one&apos;s status
            history. Download it to answer an access request, or erase it to answer a deletion
            request.
          </p>
          <DataRequestsForm />
        </>
      ) : (
        <p className="data-requests__refused" role="alert">
          {adminsOnlyNotice}
        </p>
      )}
    </AdminScreen>
  )
}
