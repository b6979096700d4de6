import type { Attribution } from './touch'

/**
 * The visitor's attribution, kept in their tab only (sessionStorage: no cookie, gone with the
 * tab) and sent with a form, never before.
 */
export const storageKey = 'attribution'

/** The tab's attribution, if it has one (storage can be off, or hold anything). */
export function tabAttribution(): Attribution | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null')
    return typeof stored === 'object' && stored !== null ? (stored as Attribution) : undefined
  } catch {
    return undefined
  }
}
