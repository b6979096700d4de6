import type { AdminDependencies, Payload, PayloadRequest } from 'payload'
import { getFromImportMap } from 'payload/shared'
import type { ReactNode } from 'react'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

/**
 * An action a feature offers beside a worked item's timeline (WhatsApp's "message the visitor",
 * say): rendered on the server with the item's page, or nothing when it does not apply. Features
 * register theirs in `payload.config.ts` (`custom.timelineActions`), so that the desk names none,
 * by their path in the admin's import map: an action renders client components, and a function
 * the config imported would put their scripts on every public page (every page reads the config).
 */
export type TimelineAction = (
  req: PayloadRequest,
  type: SubmissionTypeOf<SubmissionSlug>,
  id: number,
) => Promise<ReactNode | null>

/** The import map's entries for the actions' paths (`admin.dependencies`). */
export const timelineActionDependencies = (paths: readonly string[]): AdminDependencies =>
  Object.fromEntries(
    paths.map((path, index) => [`timelineAction${index}`, { path, type: 'function' as const }]),
  )

/** The registered actions, from the admin's import map (empty outside the admin). */
export const timelineActionsOf = (payload: Payload): readonly TimelineAction[] =>
  ((payload.config.custom?.timelineActions as readonly string[] | undefined) ?? []).flatMap(
    (path) =>
      getFromImportMap<TimelineAction | undefined>({
        importMap: payload.importMap ?? {},
        PayloadComponent: path,
        silent: true,
      }) ?? [],
  )
