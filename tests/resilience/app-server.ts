import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  deliveriesWorkerArgs,
  productionServerArgs,
  withProductionHeapOptions,
} from '../../scripts/server-options'
import { freePort } from '../helpers/ports'
import { waitUntilServing } from '../helpers/serving'

export type AppServer = {
  url: string
  port: number
  pid: number
  /** False once the process has exited, for whatever reason. */
  isRunning: () => boolean
  /** The whole log (stdout and stderr) is written there. */
  logFile: string
  /** The last lines the server printed, for diagnostics. */
  logTail: (lines: number) => string
  /** Uncaught exceptions and unhandled rejections the server reported since it started. */
  crashes: () => string[]
  /** How many lines the server printed that match `pattern`. */
  countLogLines: (pattern: RegExp) => number
  stop: () => Promise<void>
  /** Ends the server at once (SIGKILL), as a crashed machine would. */
  kill: () => Promise<void>
}

const keptLines = 4000
const maxLineLength = 400
const crashMarker = /uncaughtException|unhandledRejection/i

/**
 * The production server of the build in `distDir` on a free port, with the given environment. Resolves
 * once Payload answers (migrations applied, content seeded).
 */
export async function startAppServer(options: {
  distDir: string
  databaseUrl: string
  env: Record<string, string>
  logFile: string
}): Promise<AppServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  return startWatched({
    ...options,
    args: productionServerArgs(options.distDir, port, '127.0.0.1'),
    url,
    port,
    ready: ({ isRunning }) =>
      waitUntilServing(`${url}/api/products?limit=1`, { timeoutMs: 180_000, isRunning }),
  })
}

/**
 * The deliveries worker (src/jobs/deliveries-worker.ts) beside the web process at `url`, with the
 * same environment. Resolves once it is listening for the web process's wake-ups.
 */
export async function startDeliveriesWorker(options: {
  distDir: string
  databaseUrl: string
  env: Record<string, string>
  logFile: string
  url: string
}): Promise<AppServer> {
  return startWatched({
    ...options,
    args: deliveriesWorkerArgs(),
    port: Number(new URL(options.url).port),
    ready: async ({ isRunning, printed }) => {
      const deadline = Date.now() + 120_000
      while (!printed(/Deliveries worker ready/)) {
        if (!isRunning()) throw new Error('The deliveries worker exited before it was ready')
        if (Date.now() > deadline) throw new Error('The deliveries worker was not ready in 120 s')
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
  })
}

/** A process of the app, its output kept and watched, stopped or killed with its group. */
async function startWatched(options: {
  args: string[]
  distDir: string
  databaseUrl: string
  env: Record<string, string>
  logFile: string
  url: string
  port: number
  ready: (process: {
    isRunning: () => boolean
    printed: (pattern: RegExp) => boolean
  }) => Promise<void>
}): Promise<AppServer> {
  const { url, port } = options
  const child = spawn(process.execPath, options.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: withProductionHeapOptions(process.env.NODE_OPTIONS),
      NEXT_DIST_DIR: options.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: options.databaseUrl,
      PAYLOAD_SECRET: 'resilience-test-secret',
      SITE_URL: url,
      ...options.env,
    },
    // Its own process group, so that stopping it stops every process it started.
    detached: true,
  })
  const pid = child.pid!
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // already gone
    }
  }
  // Should the test runner itself die, the server must not outlive it.
  const killOnExit = () => killGroup('SIGKILL')
  process.once('exit', killOnExit)

  mkdirSync(path.dirname(options.logFile), { recursive: true })
  const logFile = createWriteStream(options.logFile)
  child.stdout.pipe(logFile)
  child.stderr.pipe(logFile)
  const lines: string[] = []
  const crashes: string[] = []
  let partial = ''
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8')
    const complete = text.split('\n')
    partial = complete.pop() ?? ''
    for (const line of complete) {
      if (crashMarker.test(line)) crashes.push(line)
      // Minified stack frames can be one enormous line; their start is what helps.
      lines.push(line.length > maxLineLength ? `${line.slice(0, maxLineLength)}…` : line)
    }
    if (lines.length > keptLines) lines.splice(0, lines.length - keptLines)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)

  const isRunning = () => child.exitCode === null && child.signalCode === null
  const stop = async () => {
    process.off('exit', killOnExit)
    if (!isRunning()) return
    const exited = once(child, 'exit')
    killGroup('SIGTERM')
    const timedOut = new Promise((resolve) => setTimeout(resolve, 10_000, 'timeout'))
    if ((await Promise.race([exited, timedOut])) === 'timeout') killGroup('SIGKILL')
  }

  try {
    await options.ready({
      isRunning,
      printed: (pattern) => lines.some((line) => pattern.test(line)),
    })
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${lines.slice(-40).join('\n')}`)
  }

  return {
    url,
    port,
    pid,
    logFile: options.logFile,
    isRunning,
    logTail: (count) => lines.slice(-count).join('\n'),
    crashes: () => [...crashes],
    countLogLines: (pattern) =>
      readFileSync(options.logFile, 'utf8')
        .split('\n')
        .filter((line) => pattern.test(line)).length,
    stop,
    kill: async () => {
      process.off('exit', killOnExit)
      if (!isRunning()) return
      const exited = once(child, 'exit')
      killGroup('SIGKILL')
      await exited
    },
  }
}
