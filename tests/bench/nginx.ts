import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import { findNginx, startNginx } from '../helpers/nginx'

type StaticBaseline = { kind: string; url: string; stop: () => Promise<void> }

/**
 * Serves the given pages' exact HTML bytes from a static server: nginx where it can be found or
 * installed, otherwise a minimal Node http server (and says so in `kind`).
 */
export async function startStaticBaseline(
  pages: Map<string, Buffer>,
  port: number,
): Promise<StaticBaseline> {
  const url = `http://127.0.0.1:${port}`
  const nginx = findNginx()
  if (!nginx) {
    const server = createServer((request, response) => {
      const body = pages.get(request.url ?? '/')
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      response.end(body)
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return {
      kind: 'node:http (nginx unavailable)',
      url,
      stop: () => new Promise((resolve) => server.close(() => resolve())),
    }
  }

  const firstPage = url + [...pages.keys()][0]
  const { stop } = await startNginx(
    nginx,
    (root) => {
      const htmlDir = path.join(root, 'html')
      for (const [pagePath, body] of pages) {
        const dir = path.join(htmlDir, pagePath)
        mkdirSync(dir, { recursive: true })
        writeFileSync(path.join(dir, 'index.html'), body)
      }
      return `default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${htmlDir};
    location / { try_files $uri/index.html =404; }
  }`
    },
    async () => (await fetch(firstPage)).ok,
  )
  return { kind: 'nginx', url, stop }
}
