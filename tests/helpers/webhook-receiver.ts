import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export type VerifyWebhook = (
  rawBody: string,
  signatureHeader: string,
  secret: string,
  now?: number,
) => boolean

/** The receiver's check exactly as docs/features.md gives it, loaded as a module of its own. */
export async function documentedReceiver(): Promise<VerifyWebhook> {
  const documented = readFileSync(path.resolve('docs/features.md'), 'utf8')
  const block = /```js\n([\s\S]*?function verifyWebhook[\s\S]*?)```/.exec(documented)?.[1]
  if (!block) throw new Error('docs/features.md has no verifyWebhook code block')
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receiver-')), 'receiver.mjs')
  writeFileSync(file, block)
  const receiver = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyWebhook: VerifyWebhook
  }
  return receiver.verifyWebhook
}
