// @ts-check
/**
 * Next's cache shared by every app instance, in Redis, when REDIS_URL is set: rendered pages and
 * cached data, and when each cache tag was last expired. Without REDIS_URL each process keeps its
 * own (Next's files, and tag expiries in memory).
 *
 * Plain JavaScript: Next loads its cache handler (cache-handler.mjs) with a bare import at run
 * time, in the server and in the build's workers. The app's own code imports `expireCacheTags`
 * from here; both copies of this module share their state through `globalThis`.
 *
 * Tags are versioned, not scanned: expiring a tag records when (in Redis's own clock), and an
 * entry is stale when one of its tags was expired after it was stored. Expiring is one write
 * whatever the number of entries, and an entry written by any instance is judged the same way
 * by all of them. When Redis cannot be reached, reads miss (pages are rendered afresh, never a
 * 5xx) and writes are dropped; once it answers again after an outage, everything stored before is
 * declared stale, so that an expiry nobody could write while it was away cannot leave a stale
 * page behind.
 */
import { createClient, RESP_TYPES } from '@redis/client'

const state =
  /** @type {{ tagExpiries: Map<string, number>, expiryListeners: Set<() => void>, redis?: SharedRedis }} */ (
    /** @type {any} */ (globalThis)[Symbol.for('site.shared-cache')] ??= {
      tagExpiries: new Map(),
      expiryListeners: new Set(),
    }
  )

/** The hash of tag expiry times; its field FLUSHED_FIELD marks everything before it stale. */
const keyPrefix = () => process.env.REDIS_KEY_PREFIX ?? 'site:'
const tagExpiriesKey = () => `${keyPrefix()}tag-expiries`
const FLUSHED_FIELD = '*'

/** How long a cache command may take before the request carries on without the cache. */
const commandTimeoutMs = 500
/** After a command got no answer in time, the cache is left alone this long (a frozen server). */
const backOffMs = 1000
/** An entry nobody reads for this long leaves Redis (entries of earlier builds above all). */
const entryLifetimeMs = 7 * 24 * 60 * 60 * 1000

const nowInRedisMs = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`

/** KEYS: entry, tag expiries. ARGV: tags the reader knows of (a data entry's). */
const readEntry = `${nowInRedisMs}
local entry = redis.call('HMGET', KEYS[1], 'value', 'tags', 'at')
if not entry[1] then return false end
local storedAt = tonumber(entry[3])
local tags = { '${FLUSHED_FIELD}' }
for tag in string.gmatch(entry[2] or '', '[^,]+') do tags[#tags + 1] = tag end
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
local expiries = redis.call('HMGET', KEYS[2], unpack(tags))
for i = 1, #expiries do
  local expiry = tonumber(expiries[i])
  if expiry and expiry >= storedAt and expiry <= now then return false end
end
return entry[1]`

/** KEYS: entry. ARGV: value, tags (comma-separated), lifetime in ms. */
const writeEntry = `${nowInRedisMs}
redis.call('HSET', KEYS[1], 'value', ARGV[1], 'tags', ARGV[2], 'at', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return now`

/** KEYS: tag expiries. ARGV: delay in ms, then the tags. */
const expireTags = `${nowInRedisMs}
local at = now + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], at) end
return now`

const redisConfigured = () =>
  Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'

class SharedRedis {
  /** Set when an expiry could not be written: everything stored before must be declared stale. */
  flushOwed = false
  hasConnected = false
  lastErrorLoggedAt = 0

  constructor(/** @type {string} */ url) {
    this.client = createClient({
      url,
      // A command sent while the connection is down fails at once instead of waiting for it.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    })
    this.binary = this.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
    this.client.on('error', (/** @type {Error} */ error) => this.logFailure(error))
    this.client.on('ready', () => {
      // After an outage, entries may miss expiries that could not be written while it lasted.
      if (this.hasConnected) this.flushOwed = true
      this.hasConnected = true
      void this.payFlush()
    })
    this.client.connect().catch((/** @type {Error} */ error) => this.logFailure(error))
  }

  /** Until when (ms) the cache is left alone after a command got no answer in time. */
  backingOffUntil = 0

  get ready() {
    return this.client.isReady && Date.now() >= this.backingOffUntil
  }

  /**
   * Runs a command, failing if Redis does not answer in time. node-redis bounds a command's wait
   * only until it is written: a server that accepts it and never answers (frozen, overloaded)
   * would hold the request forever. Its late answer is still read, so the connection stays in step.
   */
  async answered(/** @type {() => Promise<unknown>} */ command) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    const timedOut = new Promise((_, reject) => {
      timer = setTimeout(() => {
        this.backingOffUntil = Date.now() + backOffMs
        reject(new Error(`no answer within ${commandTimeoutMs} ms`))
      }, commandTimeoutMs)
    })
    try {
      return await Promise.race([command(), timedOut])
    } finally {
      clearTimeout(timer)
    }
  }

  logFailure(/** @type {unknown} */ error) {
    const now = Date.now()
    if (now - this.lastErrorLoggedAt < 10_000) return
    this.lastErrorLoggedAt = now
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(`Shared cache (Redis) unavailable: ${reason}; pages are rendered without it`)
  }

  /** Declares everything stored so far stale, if an outage left that owed (then once only). */
  async payFlush() {
    if (!this.flushOwed || !this.ready) return
    try {
      await this.answered(() =>
        this.client.eval(expireTags, { keys: [tagExpiriesKey()], arguments: ['0', FLUSHED_FIELD] }),
      )
      this.flushOwed = false
      console.warn('Shared cache (Redis) back: everything cached before the outage is stale')
    } catch (error) {
      this.logFailure(error)
    }
  }

  /** The stored value, unless one of its tags (or `knownTags`) was expired since it was stored. */
  async read(/** @type {string} */ key, /** @type {string[]} */ knownTags) {
    if (!this.ready) return undefined
    await this.payFlush()
    try {
      const value = await this.answered(() =>
        this.binary.eval(readEntry, { keys: [key, tagExpiriesKey()], arguments: knownTags }),
      )
      return Buffer.isBuffer(value) ? value : undefined
    } catch (error) {
      this.logFailure(error)
      return undefined
    }
  }

  /** Stores a value with its tags; returns when (Redis's clock, ms), or undefined if it could not. */
  async write(
    /** @type {string} */ key,
    /** @type {Buffer} */ value,
    /** @type {string[]} */ tags,
  ) {
    if (!this.ready) return undefined
    await this.payFlush()
    try {
      const at = await this.answered(() =>
        this.client.eval(writeEntry, {
          keys: [key],
          arguments: [value, tags.join(','), String(entryLifetimeMs)],
        }),
      )
      return Number(at)
    } catch (error) {
      this.logFailure(error)
      return undefined
    }
  }

  async expire(/** @type {string[]} */ tags, /** @type {number} */ delayMs) {
    if (this.ready) {
      try {
        await this.answered(() =>
          this.client.eval(expireTags, {
            keys: [tagExpiriesKey()],
            arguments: [String(delayMs), ...tags],
          }),
        )
        return
      } catch (error) {
        this.logFailure(error)
      }
    }
    this.flushOwed = true
  }
}

/** The process's connection to the shared cache, or undefined when there is none. */
export function sharedRedis() {
  if (!redisConfigured()) return undefined
  state.redis ??= new SharedRedis(/** @type {string} */ (process.env.REDIS_URL))
  return state.redis
}

/** The key under which an entry of this build is stored. */
export const entryKey = (/** @type {string} */ buildId, /** @type {string} */ key) =>
  `${keyPrefix()}entry:${buildId}:${key}`

/**
 * Expires cache tags from anywhere: a request, a job, a script. With Redis every instance sees it
 * at once; without, the tags are expired for this process (the only one serving).
 */
export async function expireCacheTags(/** @type {string[]} */ tags, { expireSeconds = 0 } = {}) {
  if (tags.length === 0) return
  noteCacheTagsExpired()
  const redis = sharedRedis()
  if (redis) return redis.expire(tags, expireSeconds * 1000)
  const at = Date.now() + expireSeconds * 1000
  for (const tag of tags) state.tagExpiries.set(tag, at)
}

/** Without Redis: whether one of `tags` was expired since `storedAt` (ms), in this process. */
export function expiredInProcess(/** @type {string[]} */ tags, /** @type {number} */ storedAt) {
  const now = Date.now()
  return tags.some((tag) => {
    const expiry = state.tagExpiries.get(tag)
    return expiry !== undefined && expiry >= storedAt && expiry <= now
  })
}

/**
 * Runs `listener` whenever this process expires cache tags, by a request or a job: the front's
 * page cache (src/server/response-cache.ts) empties then.
 */
export function whenCacheTagsExpire(/** @type {() => void} */ listener) {
  state.expiryListeners.add(listener)
}

/** Tells the listeners that this process expired cache tags. */
export function noteCacheTagsExpired() {
  for (const listener of state.expiryListeners) listener()
}
