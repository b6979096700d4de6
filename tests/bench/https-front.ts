import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { connect } from 'node:tls'

import { findNginx, startNginx } from '../helpers/nginx'

type HttpsFront = { url: string; stop: () => Promise<void> }

/**
 * The app behind an HTTPS front speaking HTTP/2, as a deployment serves it: the site is served over
 * HTTPS only (its pages send HSTS), so browsers reach it through a TLS terminator, and every
 * current one (nginx, load balancers, CDNs) speaks HTTP/2 to them. nginx with a certificate made
 * for the run; a browser measuring through it must ignore certificate errors. Resolves to the
 * reason instead where nginx or openssl is missing.
 */
export async function startHttpsFront(
  upstreamUrl: string,
  port: number,
): Promise<HttpsFront | { unavailable: string }> {
  const nginx = findNginx()
  if (!nginx) return { unavailable: 'nginx is not installed and could not be' }
  const makeCertificate = (root: string) =>
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', path.join(root, 'key.pem'), '-out', path.join(root, 'cert.pem')],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    )
  try {
    const { stop } = await startNginx(
      nginx,
      (root) => {
        makeCertificate(root)
        // `listen … http2` rather than `http2 on`, which Debian 12's nginx 1.22 does not know.
        return `server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${root}/cert.pem;
    ssl_certificate_key ${root}/key.pem;
    location / {
      proxy_pass ${upstreamUrl};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }`
      },
      () => acceptsTls(port),
    )
    return { url: `https://127.0.0.1:${port}`, stop }
  } catch (error) {
    return { unavailable: `the HTTPS front could not start (${(error as Error).message})` }
  }
}

/** Whether a TLS handshake on the port succeeds (a plain-HTTP server there would fail it). */
function acceptsTls(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
