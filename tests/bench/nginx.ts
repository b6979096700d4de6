import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

type StaticBaseline = { kind: string; url: string; stop: () => Promise<void> }

function findNginx(): string | undefined {
  const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx']
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found || process.getuid?.() !== 0) return found
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore' })
  } catch {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
      execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore' })
    } catch {
      return undefined
    }
  }
  return candidates.find((candidate) => existsSync(candidate))
}

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

  const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  chmodSync(root, 0o755) // nginx's workers run as an unprivileged user
  const htmlDir = path.join(root, 'html')
  for (const [pagePath, body] of pages) {
    const dir = path.join(htmlDir, pagePath)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), body)
  }
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${root}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${htmlDir};
    location / { try_files $uri/index.html =404; }
  }
}
`,
  )
  mkdirSync(path.join(root, 'tmp'))
  const child = spawn(
    nginx,
    ['-c', path.join(root, 'nginx.conf'), '-p', root, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  )
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url + [...pages.keys()][0])).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    kind: 'nginx',
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
      rmSync(root, { recursive: true, force: true })
    },
  }
}
