import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { acceptsGzip } from '@/server/page-requests'

const requestWith = (acceptEncoding?: string) =>
  ({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as IncomingMessage

describe('whether a client takes gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0, identity', false],
    ['identity', false],
    ['notgzip', false],
    [undefined, false],
  ])('Accept-Encoding %s: %s', (header, expected) => {
    expect(acceptsGzip(requestWith(header))).toBe(expected)
  })
})
