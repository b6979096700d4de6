import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { ImapFlow } from 'imapflow'

import { requireProgram } from './debian-package'
import { freePort } from './ports'
import { waitUntilAnswering } from './serving'

/** Where a test reaches the mailbox: the server's port and the one user's login. */
export type ImapAccount = { port: number; user: string; password: string }

async function withClient<T>(account: ImapAccount, work: (client: ImapFlow) => Promise<T>) {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: account.port,
    secure: false,
    auth: { user: account.user, pass: account.password },
    logger: false,
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.logout()
  }
}

/** Puts a raw message into a folder, unread, as a delivery would. */
export const deliverMessage = (account: ImapAccount, raw: string, folder = 'INBOX') =>
  withClient(account, async (client) => {
    await client.append(folder, raw, [])
  })

/** A mailbox on a Dovecot IMAP server of the test's own: the team mailbox answers arrive in. */
export type TestImap = {
  account: ImapAccount
  /** IMAP_* for the site, polling every `pollSeconds`. */
  env: (pollSeconds?: number) => Record<string, string>
  /** Puts a raw message into a folder, unread, as a delivery would. */
  append: (raw: string, folder?: string) => Promise<void>
  /** A folder's messages: their subjects and whether they were read. */
  messages: (folder: string) => Promise<{ subject: string; seen: boolean }[]>
  close: () => Promise<void>
}

const greets = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('* OK'))
    })
  })

/**
 * Debian's dovecot-imapd on a free port, with one plain-login user and its mail under a temporary
 * directory. As root (CI), mail is owned by `nobody` and the login process runs as `dovenull`.
 */
export async function startImap(): Promise<TestImap> {
  const dovecot = requireProgram(['/usr/sbin/dovecot'], 'dovecot-imapd')
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'site-imap-'))
  chmodSync(dir, 0o755)
  const asRoot = process.getuid?.() === 0
  const me = userInfo()
  const owner = asRoot ? { uid: 65534, gid: 65534 } : { uid: me.uid, gid: me.gid }
  const [user, password] = ['team@example.com', 'team-mailbox-secret']
  const mailDir = path.join(dir, 'mail')
  mkdirSync(mailDir)
  if (asRoot) chownSync(mailDir, owner.uid, owner.gid)
  writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}\n`)
  const config = path.join(dir, 'dovecot.conf')
  writeFileSync(
    config,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `mail_location = maildir:${mailDir}/%u`,
      `first_valid_uid = ${owner.uid}`,
      `first_valid_gid = ${owner.gid}`,
      ...(asRoot
        ? []
        : [`default_internal_user = ${me.username}`, `default_login_user = ${me.username}`]),
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${dir}/users\n}`,
      `userdb {\n  driver = static\n  args = uid=${owner.uid} gid=${owner.gid} home=${mailDir}/%u\n}`,
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    ].join('\n'),
  )
  const server: ChildProcess = spawn(dovecot, ['-F', '-c', config], { stdio: 'ignore' })
  const running = () => server.exitCode === null && server.signalCode === null
  const stopOnExit = () => server.kill('SIGKILL')
  process.once('exit', stopOnExit)
  await waitUntilAnswering('dovecot', () => greets(port), { timeoutMs: 15_000, isRunning: running })

  const account = { port, user, password }
  return {
    account,
    env: (pollSeconds = 60) => ({
      IMAP_HOST: '127.0.0.1',
      IMAP_PORT: String(port),
      IMAP_USER: user,
      IMAP_PASSWORD: password,
      IMAP_TLS: 'false',
      IMAP_POLL_SECONDS: String(pollSeconds),
    }),
    append: (raw, folder) => deliverMessage(account, raw, folder),
    messages: (folder) =>
      withClient(account, async (client) => {
        const exists = (await client.list()).some((box) => box.path === folder)
        if (!exists) return []
        const lock = await client.getMailboxLock(folder)
        try {
          const all = await client.fetchAll('1:*', { envelope: true, flags: true }).catch(() => [])
          return all.map((message) => ({
            subject: message.envelope?.subject ?? '',
            seen: message.flags?.has('\\Seen') ?? false,
          }))
        } finally {
          lock.release()
        }
      }),
    close: async () => {
      process.off('exit', stopOnExit)
      if (running()) {
        const exited = once(server, 'exit')
        server.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
