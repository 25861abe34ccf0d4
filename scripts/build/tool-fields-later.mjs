/**
 * The layout of a tools bucket's fields read when asked (tools-data.mjs
 * keeps the parsed tools files in buckets): the fields as bytes beside the
 * bucket, and the getters that decode each at its first read.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'

/**
 * A tool's fields kept beside its bucket as JSON bytes, each read when
 * first asked for: a build reads every tool's name, field, rating and
 * prices (its profile's frontmatter, the relations, the lists, whether its
 * prices are old), but the plans, features, pros and cons of only the
 * tools its rendered pages show. At 100,000 tools they are two thirds of
 * the 240 MB of kept checks, some six million objects that each build
 * parsed and carried to its end. Their bytes are read when a field of
 * their bucket is first asked for (BucketBytes), and each field decoded
 * when it is: the bucket holds where each is (`later`), and the data a
 * null in each one's place, so the fields keep their order.
 */
const READ_WHEN_ASKED = new Set(['plans', 'features', 'pros', 'cons', 'quickSpecs', 'platforms', 'screenshot'])
/** Where a tool's data read from a bucket keeps what it needs to read those fields. */
const LATER = Symbol('fields read when asked')

/** @typedef {{ source: BucketBytes, spans: Record<string, [number, number]>, read: Record<string, unknown> }} Later */

/** Closes the file of bytes nothing holds any more, unread (the preview reads the buckets again as files change). */
const unread = new FinalizationRegistry((/** @type {number} */ fd) => closeSync(fd))

/**
 * A bucket's bytes file, opened as the bucket is read and read whole the
 * first time a field in it is asked for. A guide's edit at 100,000 tools
 * asks for none, and reading the 64 files (150 MB) was 0.7 s of its build,
 * and as much again in memory touched for the first time. Read through
 * its descriptor, opened at once: a file that another build replaces
 * meanwhile is still the one the bucket named. Closed once read.
 */
export class BucketBytes {
  /** @type {number | undefined} */
  #fd
  /** @type {Buffer | undefined} */
  #bytes

  /** @param {string} file throws when it cannot be opened */
  constructor(file) {
    const fd = openSync(file, 'r')
    try {
      this.size = fstatSync(fd).size
    } catch (error) {
      closeSync(fd)
      throw error
    }
    this.#fd = fd
    unread.register(this, fd, this)
  }

  /** The whole file; read at the first call. */
  get bytes() {
    if (this.#bytes) return this.#bytes
    const fd = /** @type {number} */ (this.#fd)
    const bytes = Buffer.allocUnsafeSlow(this.size)
    for (let at = 0; at < this.size; ) {
      const read = readSync(fd, bytes, at, this.size - at, at)
      if (read === 0) throw new Error(`a tools bucket's bytes ended at ${at} of ${this.size} bytes`)
      at += read
    }
    unread.unregister(this)
    closeSync(fd)
    this.#fd = undefined
    return (this.#bytes = bytes)
  }
}

/**
 * The getter of a field kept as bytes: decoded and parsed at its first read.
 * @param {string} key
 */
const readWhenAsked = (key) =>
  /** @this {{ [LATER]: Later }} */
  function get() {
    const later = this[LATER]
    if (key in later.read) return later.read[key]
    const [start, end] = /** @type {[number, number]} */ (later.spans[key])
    return (later.read[key] = JSON.parse(later.source.bytes.toString('utf8', start, end)))
  }
const getters = new Map([...READ_WHEN_ASKED].map((key) => [key, readWhenAsked(key)]))

/**
 * A tool's data from a bucket, with a getter in each place its bucket left a field to be read when asked: a new
 * object, its properties in the data's order, each getter added as the object is made. Redefining a field of the
 * parsed object as a getter instead turned each of 100,000 tools into a dictionary of its properties: several times
 * the memory of an object whose shape it shares with the others, for the collector to go through in every build.
 * @param {Record<string, unknown>} data as parsed from the bucket, a null in each field's place
 * @param {Record<string, [number, number]>} spans where each is in the bytes
 * @param {BucketBytes} source the bucket's bytes file
 * @returns {Record<string, unknown>}
 */
export function withFieldsLater(data, spans, source) {
  /** @type {Record<string, unknown>} */
  const tool = {}
  for (const key of Object.keys(data)) {
    const get = Object.hasOwn(spans, key) ? getters.get(key) : undefined
    if (get) Object.defineProperty(tool, key, { get, enumerable: true, configurable: true })
    // As a property of its own whatever its name: a tool's data is plain JSON.
    else if (key === '__proto__') Object.defineProperty(tool, key, { value: data[key], enumerable: true, writable: true, configurable: true })
    else tool[key] = data[key]
  }
  Object.defineProperty(tool, LATER, { value: /** @type {Later} */ ({ source, spans, read: {} }) })
  return tool
}

/**
 * A bucket as it is written: its entries, each tool's fields read when asked
 * as nulls in their places with where their bytes are, and those bytes.
 * The bytes of a field not read yet are copied as they are, not decoded.
 * @template {{ check?: { data?: unknown } }} File
 * @param {Record<string, File>} files
 * @returns {{ entries: Record<string, unknown>, bytes: Buffer }}
 */
export function bucketForm(files) {
  /** @type {Buffer[]} */
  const parts = []
  let size = 0
  /** @type {Record<string, unknown>} */
  const entries = {}
  for (const [name, file] of Object.entries(files)) {
    const data = /** @type {Record<string, unknown> & { [LATER]?: Later } | undefined} */ (file.check?.data)
    if (!data) {
      entries[name] = file
      continue
    }
    const later = data[LATER]
    /** @type {Record<string, unknown>} */
    const kept = {}
    /** @type {Record<string, [number, number]>} */
    const spans = {}
    for (const [key, { value }] of Object.entries(Object.getOwnPropertyDescriptors(data))) {
      if (!READ_WHEN_ASKED.has(key)) {
        kept[key] = value
        continue
      }
      const span = later?.spans[key]
      const part = span ? /** @type {Later} */ (later).source.bytes.subarray(span[0], span[1]) : Buffer.from(JSON.stringify(value) ?? '', 'utf8')
      // A field whose value was undefined is left out, as JSON leaves it out.
      if (part.length === 0) continue
      kept[key] = null
      spans[key] = [size, size + part.length]
      parts.push(part)
      size += part.length
    }
    entries[name] = { ...file, check: { ...file.check, data: kept }, later: spans }
  }
  return { entries, bytes: Buffer.concat(parts, size) }
}

/**
 * Whether every field a bucket's entries place in its bytes is within them (the caller notes a bytes file that is not).
 * @param {Record<string, { later?: Record<string, [number, number]> }>} files
 * @param {number} size the bytes file's
 */
export function givesEveryField(files, size) {
  for (const file of Object.values(files)) {
    for (const span of Object.values(file.later ?? {})) {
      if (!Array.isArray(span) || !(span[0] >= 0 && span[0] <= span[1] && span[1] <= size)) return false
    }
  }
  return true
}
