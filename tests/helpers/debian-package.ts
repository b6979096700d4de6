import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * The first of `paths` that exists, installing Debian's `debianPackage` first when none does and
 * we are root (as in CI); undefined where it cannot be had.
 */
export function findOrInstall(paths: string[], debianPackage: string): string | undefined {
  const found = () => paths.find((candidate) => existsSync(candidate))
  if (found() || process.getuid?.() !== 0) return found()
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    install()
  } catch {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
      install()
    } catch {
      return undefined
    }
  }
  return found()
}

/** Like findOrInstall, but a suite that cannot run without it fails saying what to install. */
export function requireProgram(paths: string[], debianPackage: string): string {
  const found = findOrInstall(paths, debianPackage)
  if (!found) {
    throw new Error(
      `${paths[0]} is needed: install Debian's ${debianPackage} (apt-get install ${debianPackage})`,
    )
  }
  return found
}
