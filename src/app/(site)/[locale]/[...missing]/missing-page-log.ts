/**
 * Logs the paths nobody serves, for the operators, without letting a stranger write into the log:
 * control characters are escaped (a path can carry a newline that fakes a log line, or a terminal
 * escape), a path is cut short, and at most `linesPerMinute` are logged per minute, the rest
 * counted in one line.
 */
export const linesPerMinute = 20
const maxPathLength = 200

const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

export const escapedForLog = (text: string) => {
  const escaped = text.replace(
    controlCharacters,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return escaped.length > maxPathLength ? `${escaped.slice(0, maxPathLength)}…` : escaped
}

export function missingPageLog(write: (line: string) => void = console.warn) {
  let windowStart = -Infinity
  let logged = 0
  let skipped = 0
  return (path: string, now = Date.now()) => {
    if (now - windowStart >= 60_000) {
      if (skipped > 0) write(`404: ${skipped} more unknown path(s) in the last minute, not logged`)
      windowStart = now
      logged = 0
      skipped = 0
    }
    if (logged >= linesPerMinute) {
      skipped += 1
      return
    }
    logged += 1
    write(`404: no page at ${escapedForLog(path)}`)
  }
}
