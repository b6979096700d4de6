import { Gutter, SetStepNav } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'

/**
 * A custom admin screen in the admin's frame (navigation and header), which custom views do not
 * get of their own, with its title in the breadcrumb.
 */
export function AdminScreen({
  initPageResult,
  params,
  searchParams,
  viewActions,
  title,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams' | 'viewActions'> & {
  title: string
  className: string
  children: React.ReactNode
}) {
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
      // The header's actions (the search box), which Payload gives its own views' frame.
      viewActions={viewActions}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
