import type { Payload } from 'payload'

import type * as generated from '@/payload-generated-schema'
import { postgres } from '@/server/database/adapter'

/**
 * Payload's tables as it built them at start, typed by the schema it generates
 * (src/payload-generated-schema.ts, kept equal to the config by `npm run check`): a query uses the
 * very objects Payload queries with, type-checked, and no second copy of the schema is loaded.
 */
export type Tables = typeof generated

export const tablesOf = (payload: Payload): Tables => postgres(payload).tables as unknown as Tables
