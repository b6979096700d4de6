import { spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { findOrInstall } from './debian-package'
import { waitUntilAnswering } from './serving'

const nginxPaths = ['/usr/sbin/nginx', '/usr/bin/nginx']

/** Debian's nginx, installed when missing and we are root; undefined where it cannot be had. */
export const findNginx = () => findOrInstall(nginxPaths, 'nginx-light')

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
  const root = mkdtempSync(path.join(tmpdir(), 'site-nginx-'))
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
