import { Gutter, SetStepNav } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { userHasRole } from '@/access/roles'

import { DataRequestsForm } from './DataRequestsForm'
import './data-requests.scss'

export const dataRequestsTitle = 'Data requests'
export const adminsOnlyNotice = 'Only admins can export or erase personal data.'

/**
 * /admin/data-requests: an admin finds everything a person sent through the forms by their
 * e-mail address, then downloads it or erases it. Custom views get no admin frame of their own,
 * hence the DefaultTemplate (navigation and header) around it.
 */
export function DataRequestsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: dataRequestsTitle }]} />
      <Gutter className="data-requests">
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
      </Gutter>
    </DefaultTemplate>
  )
}
