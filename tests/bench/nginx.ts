import { execFileSync, spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { waitUntilAnswering } from '../helpers/serving'

type StaticBaseline = { kind: string; url: string; stop: () => Promise<void> }

/** Debian's nginx, installed when missing and we are root; undefined where it cannot be had. */
export function findNginx(): string | undefined {
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

/**
 * Runs nginx in the foreground from a fresh temporary folder, with `http` holding what
 * `httpBlock(root)` returns (it may write files under root); resolves once `isServing` says it
 * answers, or rejects with nginx's error log. stop() ends nginx and removes the folder.
 */
export async function startNginx(
  nginx: string,
  httpBlock: (root: string) => string,
  isServing: () => Promise<boolean>,
): Promise<{ stop: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  chmodSync(root, 0o755) // nginx's workers run as an unprivileged user
  mkdirSync(path.join(root, 'tmp'))
  try {
    writeFileSync(
      path.join(root, 'nginx.conf'),
      `worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/tmp;
  ${httpBlock(root)}
}
`,
    )
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
  const child = spawn(
    nginx,
    ['-c', path.join(root, 'nginx.conf'), '-p', root, '-g', 'daemon off;'],
    { stdio: 'ignore' },
  )
  const running = () => child.exitCode === null && child.signalCode === null
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
    }
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering('nginx', isServing, {
      timeoutMs: 5_000,
      isRunning: running,
      intervalMs: 100,
    })
  } catch (error) {
    const logFile = path.join(root, 'error.log')
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : 'no error log'
    await stop()
    throw new Error(`${(error as Error).message}: ${log}`)
  }
  return { stop }
}
