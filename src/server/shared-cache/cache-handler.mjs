// @ts-check
/**
 * Next's cache handler (next.config.mjs `cacheHandler`), chosen when the server starts:
 *
 * - REDIS_URL set: pages and data live in Redis (shared-cache.mjs), shared by every instance, so
 *   that an edit through any of them is live on all; no per-process copy in front of it.
 * - Otherwise: Next's own file cache, as without a handler, with one addition: tags expired
 *   outside a request (by a job) count too.
 *
 * Next creates a handler for each request; what lasts lives in shared-cache.mjs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import {
  entryKey,
  expireCacheTags,
  expiredInProcess,
  noteCacheTagsExpired,
  sharedRedis,
} from './shared-cache.mjs'

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {Parameters<CacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<CacheHandler['set']>} SetArguments */

const FileSystemCache =
  /** @type {typeof import('next/dist/server/lib/incremental-cache').CacheHandler} */ (
    /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule
  )

const cacheTagsHeader = 'x-next-cache-tags'

/** The tags an entry answers to: a page's (its header), or a data entry's (its own and the reader's). */
function tagsOf(/** @type {any} */ value, /** @type {any} */ ctx) {
  const header = value?.headers?.[cacheTagsHeader]
  const own = typeof header === 'string' ? header.split(',') : (value?.tags ?? [])
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
}

/**
 * A page that answers 404 or a redirect (an unknown product, an old address) is rendered for each
 * request instead of kept: strangers can make up any number of addresses, and keeping each would
 * fill the cache and the disk or Redis under it; and a redirect follows the editors' list at once.
 */
const answersMissingPage = (/** @type {any} */ data) =>
  data?.kind === 'APP_PAGE' && typeof data.status === 'number' && data.status !== 200

/** @type {Map<string, string>} */
const buildIds = new Map()

/** Entries are kept per build: a page refers to its own build's scripts. */
function buildIdOf(/** @type {string | undefined} */ serverDistDir) {
  const dir = serverDistDir ?? ''
  let buildId = buildIds.get(dir)
  if (!buildId) {
    try {
      buildId = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      buildId = 'development'
    }
    buildIds.set(dir, buildId)
  }
  return buildId
}

/** Pages and data in Redis, shared by every instance. */
class RedisCache {
  constructor(/** @type {CacheHandlerContext} */ ctx) {
    this.redis = /** @type {NonNullable<ReturnType<typeof sharedRedis>>} */ (sharedRedis())
    this.buildId = buildIdOf(ctx.serverDistDir)
  }

  /** @returns {Promise<CacheHandlerValue | null>} */
  async get(/** @type {string} */ key, /** @type {GetContext} */ ctx) {
    const knownTags = tagsOf(undefined, ctx)
    const stored = await this.redis.read(entryKey(this.buildId, key), knownTags)
    if (!stored) return null
    return v8.deserialize(stored)
  }

  async set(
    /** @type {string} */ key,
    /** @type {SetArguments[1]} */ data,
    /** @type {any} */ ctx,
  ) {
    if (!data) return
    const tags = tagsOf(data, ctx.fetchCache ? ctx : undefined)
    const entry = {
      value: data.kind === 'FETCH' ? { ...data, tags: ctx.tags ?? [] } : data,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      lastModified: Date.now(),
    }
    await this.redis.write(entryKey(this.buildId, key), v8.serialize(entry), tags)
  }

  async revalidateTag(
    /** @type {string | string[]} */ tags,
    /** @type {{ expire?: number }} */ durations,
  ) {
    await expireCacheTags(typeof tags === 'string' ? [tags] : tags, {
      expireSeconds: durations?.expire ?? 0,
    })
  }

  resetRequestCache() {}
}

/**
 * Next's file cache, with tags expired outside a request (by a job) counted as well; those a
 * request expires, Next's own file cache already counts.
 */
class FileCache extends FileSystemCache {
  /** @returns {Promise<CacheHandlerValue | null>} */
  async get(/** @type {string} */ key, /** @type {GetContext} */ ctx) {
    const data = await super.get(key, ctx)
    if (data && expiredInProcess(tagsOf(data.value, ctx), data.lastModified)) return null
    return data
  }
}

export default class SiteCacheHandler {
  constructor(/** @type {CacheHandlerContext} */ ctx) {
    this.cache = sharedRedis() ? new RedisCache(ctx) : new FileCache(ctx)
  }

  /** @returns {Promise<CacheHandlerValue | null>} */
  get(/** @type {string} */ key, /** @type {GetContext} */ ctx) {
    return this.cache.get(key, ctx)
  }

  set(
    /** @type {string} */ key,
    /** @type {SetArguments[1]} */ data,
    /** @type {SetArguments[2]} */ ctx,
  ) {
    if (answersMissingPage(data)) return Promise.resolve()
    return this.cache.set(key, data, ctx)
  }

  revalidateTag(
    /** @type {string | string[]} */ tags,
    /** @type {{ expire?: number }} */ durations,
  ) {
    noteCacheTagsExpired()
    return this.cache.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.cache.resetRequestCache()
  }
}
