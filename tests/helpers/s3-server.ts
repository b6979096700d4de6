import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { freePort } from './ports'

/** An S3-protocol server of the test's own (s3rver, files in a temporary folder), with one bucket. */
export type TestBucket = {
  /** The environment that points the app's storage at it (src/server/storage/s3-config.ts). */
  env: Record<string, string>
  /** The keys of the objects stored under `prefix`. */
  keys: (prefix: string) => Promise<string[]>
  close: () => Promise<void>
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export async function startS3Server(bucket = 'site-uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async (prefix) => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
    },
    close: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
