/** The parts of s3rver (an S3-protocol server for tests) that tests/helpers/s3-server.ts uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      directory?: string
      silent?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
