/**
 * The security headers every response carries: set on Next's responses by next.config.mjs, and on
 * the answers the production front gives itself (front.ts) without passing a request on.
 * Plain JavaScript, as next.config.mjs loads it before anything is compiled.
 */

const isProduction = process.env.NODE_ENV === 'production'

/**
 * Next streams each page's data in inline <script> elements; a static (cached) page cannot carry a
 * per-request nonce and its hashes change with every build and revalidation, so `script-src`
 * keeps 'unsafe-inline' rather than make every page dynamic. What can be closed is: inline
 * event-handler attributes (`script-src-attr 'none'`), plugins, frames, <base> and form targets
 * elsewhere, and any connection, worker or manifest off this origin. docs/security.md states
 * the policy and why.
 *
 * @param {{ frameSrc?: string, frameAncestors?: string }} [options]
 */
export const contentSecurityPolicy = ({ frameSrc = "'none'", frameAncestors = "'none'" } = {}) =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    `frame-src ${frameSrc}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(isProduction
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]
