import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitUntilServing } from '../helpers/serving'

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

export type EmptyNextApp = { url: string; stop: () => Promise<void> }

/**
 * A one-page Next.js app with nothing of ours in it, built with the same Next.js and React as the
 * site and served by `next start`: the floor under any page of the site. It is built in a
 * temporary folder outside the project, with the project's node_modules hard-linked in (the
 * bundler refuses packages symlinked from outside its root); `stop` stops it and removes the
 * folder.
 */
export async function startEmptyNextApp(port: number): Promise<EmptyNextApp> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-empty-next-'))
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true })
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
    const stopServer = async () => {
      if (server.exitCode !== null) return
      const exited = once(server, 'exit')
      server.kill('SIGTERM')
      await exited
    }
    try {
      await waitUntilServing(url, {
        timeoutMs: 30_000,
        isRunning: () => server.exitCode === null,
      })
    } catch (error) {
      await stopServer()
      throw error
    }
    return {
      url,
      stop: async () => {
        await stopServer()
        removeDirectory()
      },
    }
  } catch (error) {
    removeDirectory()
    throw error
  }
}
