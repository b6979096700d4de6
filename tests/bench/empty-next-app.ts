import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitUntilServing } from '../helpers/serving'
import { firstLoadJavaScriptKb } from './bundle'

const emptyAppFiles: Record<string, string> = {
  'package.json': JSON.stringify({ private: true, type: 'module' }),
  'next.config.mjs': 'export default {}\n',
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Hello</h1>
}
`,
}

/**
 * The first-load JavaScript of a one-page Next.js app with nothing of ours in it, built with the
 * same Next.js and React as the site: the floor under any page of the site. It is built in a
 * temporary folder outside the project, with the project's node_modules hard-linked in (the
 * bundler refuses packages symlinked from outside its root).
 */
export async function emptyNextAppJavaScriptKb(port: number): Promise<number> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-empty-next-'))
  try {
    for (const [file, contents] of Object.entries(emptyAppFiles)) {
      mkdirSync(path.dirname(path.join(directory, file)), { recursive: true })
      writeFileSync(path.join(directory, file), contents)
    }
    const modules = path.join(directory, 'node_modules')
    try {
      execFileSync('cp', ['-al', path.resolve('node_modules'), modules])
    } catch {
      rmSync(modules, { recursive: true, force: true })
      execFileSync('cp', ['-a', path.resolve('node_modules'), modules])
    }
    const nextBin = path.join(modules, 'next/dist/bin/next')
    const { NEXT_DIST_DIR: _siteDistDir, ...inherited } = process.env
    const env = { ...inherited, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
    execFileSync(process.execPath, [nextBin, 'build'], { cwd: directory, env, stdio: 'ignore' })

    const url = `http://127.0.0.1:${port}`
    const server: ChildProcess = spawn(
      process.execPath,
      [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: directory,
        env,
        stdio: 'ignore',
      },
    )
    try {
      await waitUntilServing(url, {
        timeoutMs: 30_000,
        isRunning: () => server.exitCode === null,
      })
      return await firstLoadJavaScriptKb(url, '/')
    } finally {
      if (server.exitCode === null) {
        const exited = once(server, 'exit')
        server.kill('SIGTERM')
        await exited
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}
