import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import {
  deliveriesWorkerArgs,
  productionServerArgs,
  withProductionHeapOptions,
} from '../../scripts/server-options'
import { waitUntilServing } from '../helpers/serving'

const nextCli = fileURLToPath(import.meta.resolve('next/dist/bin/next'))

type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** The production server of the given build on a port, with the given database; resolves once it serves. */
export async function startProductionServer(options: {
  distDir: string
  port: number
  databaseUrl: string
  env?: Record<string, string>
  /** `next start` alone, without the production front (to measure what the front costs). */
  withoutFront?: boolean
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`
  const args = options.withoutFront
    ? [nextCli, 'start', '-p', String(options.port), '-H', '127.0.0.1']
    : productionServerArgs(options.distDir, options.port, '127.0.0.1')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: options.distDir,
    DATABASE_URL: options.databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
    SITE_URL: url,
    NEXT_TELEMETRY_DISABLED: '1',
    // As `npm start` runs it: the deliveries worker beside the web process.
    NODE_OPTIONS: withProductionHeapOptions(process.env.NODE_OPTIONS),
    ...(!options.withoutFront && { DELIVERIES_WORKER: 'true' }),
    ...options.env,
  }
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    detached: true,
  })
  const worker = options.withoutFront
    ? undefined
    : spawn(process.execPath, deliveriesWorkerArgs(), {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
        detached: true,
      })
  await waitUntilServing(`${url}/api/products?limit=1`, {
    timeoutMs: 180_000,
    isRunning: () => child.exitCode === null,
  })
  return {
    url,
    process: child,
    stop: async () => {
      await Promise.all(
        [child, worker].map(async (each) => {
          if (!each || each.exitCode !== null) return
          const exited = new Promise((resolve) => each.once('exit', resolve))
          process.kill(-each.pid!, 'SIGTERM')
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        }),
      )
    },
  }
}

/** Resident memory of a process and all its descendants, in megabytes (Linux /proc). */
export function residentMemoryMb(rootPid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // the process ended meanwhile
    }
  }
  let totalKb = 0
  const pending = [rootPid]
  while (pending.length) {
    const pid = pending.pop()!
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      totalKb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // gone
    }
    pending.push(...(children.get(pid) ?? []))
  }
  return Math.round(totalKb / 1024)
}
