import type { LeadTimelineEntry } from './timeline'

/**
 * Posts what a lead page's box writes (a note, a reply) to its endpoint as JSON: the lead's
 * timeline as it now stands, or what to tell the person writing it. `verb` says what failed,
 * e.g. "added" in "It could not be added".
 */
export async function postToTimeline(
  url: string,
  fields: Record<string, unknown>,
  verb: string,
): Promise<{ entries: LeadTimelineEntry[] } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    })
    const answer = (await response.json().catch(() => null)) as {
      docs?: LeadTimelineEntry[]
      errors?: { message: string }[]
    } | null
    if (response.ok && answer?.docs) return { entries: answer.docs }
    return { error: answer?.errors?.[0]?.message ?? `It could not be ${verb}. Try again.` }
  } catch {
    return { error: `It could not be ${verb}: check your connection and try again.` }
  }
}
