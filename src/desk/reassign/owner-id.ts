/** A lead's owner as its id, whether read at depth 0 (the id) or deeper (the account). */
export const ownerIdOf = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}
