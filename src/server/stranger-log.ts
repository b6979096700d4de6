/**
 * Log lines a stranger can cause (an unknown path, a malformed address, a missing file), written
 * without letting the stranger write into the log: control characters are escaped (a path can
 * carry a newline that fakes a log line, or a terminal escape), the text is cut short, and at most
 * `linesPerMinute` lines are written per minute, the rest counted in one line.
 */
export const linesPerMinute = 20
const maxTextLength = 200

const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

export const escapedForLog = (text: string) => {
  const escaped = text.replace(
    controlCharacters,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return escaped.length > maxTextLength ? `${escaped.slice(0, maxTextLength)}…` : escaped
}

export type StrangerLogFormat = {
  /** The line for one event, given its escaped text. */
  line: (escapedText: string) => string
  /** The line counting the events of a minute past the limit. */
  skipped: (count: number) => string
}

export function strangerLog(
  format: StrangerLogFormat,
  write: (line: string) => void = (line) => console.warn(line),
) {
  let windowStart = -Infinity
  let logged = 0
  let skipped = 0
  return (text: string, now = Date.now()) => {
    if (now - windowStart >= 60_000) {
      if (skipped > 0) write(format.skipped(skipped))
      windowStart = now
      logged = 0
      skipped = 0
    }
    if (logged >= linesPerMinute) {
      skipped += 1
      return
    }
    logged += 1
    write(format.line(escapedForLog(text)))
  }
}
