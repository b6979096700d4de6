import { strangerLog } from '@/server/stranger-log'

/** Logs the paths nobody serves, for the operators, bounded and escaped (stranger-log.ts). */
export const missingPageLog = (write?: (line: string) => void) =>
  strangerLog(
    {
      line: (path) => `404: no page at ${path}`,
      skipped: (count) => `404: ${count} more unknown path(s) in the last minute, not logged`,
    },
    write,
  )

/** The site's one log of unknown addresses, whichever route found the address unknown. */
export const logMissingPage = missingPageLog()
