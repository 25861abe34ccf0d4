/** Listing the files of a folder, and writing one whole, the ways every script does it. */
import { isAscii } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { closeSync, createReadStream, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Every file under a folder, at any depth, as paths relative to it with "/"
 * between folders, sorted so that a hash over them or a list of them comes
 * out the same on every run. A folder that does not exist has no files.
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
export async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** What this thread's temporary names start with: worker threads share the pid, so a random part drawn once per thread. */
const thisThread = `${process.pid}.${randomBytes(4).toString('hex')}`
/** Temporary names given by this thread so far. */
let named = 0

/**
 * A name beside `file` for writing it: in the same folder (so the rename is
 * atomic), and unique to this thread and call. A count, not random bytes
 * drawn each call: a cold build at 100,000 tools writes a million files,
 * and drawing them was 6 % of storing the tools' records.
 * @param {string} file
 */
const temporaryName = (file) => `${file}.${thisThread}.${(named += 1).toString(36)}.tmp`

/**
 * Writes `file` whole or not at all: to a temporary name, then renamed over
 * it. A build killed mid-write leaves a stray .tmp file that nothing reads,
 * never a cut-short file under the real name; and a file hard-linked from the
 * cache into dist/ is replaced, never changed in place. Every write under
 * .build/ goes through here (or writeWholeSync). No fsync: this guards against
 * kills, not power loss; the cache readers check what they read anyway.
 * Lines given one by one (an iterable of strings) are written as they
 * come, so a file of 100 MB is never one string in memory.
 * @param {string} file
 * @param {string | Uint8Array | Iterable<string>} data
 */
export async function writeWhole(file, data) {
  const temporary = temporaryName(file)
  try {
    await writeFile(temporary, typeof data === 'string' && data.length > PIECE ? pieces(data) : data)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** Texts longer than this are written a piece at a time (see pieces). */
const PIECE = 1 << 16

/**
 * A long text in pieces, for writing: V8 turns a long text into bytes at a
 * fraction of the speed it turns short ones (the 15 MB route table in 0.36 s
 * at once at 100,000 tools), and the bytes written are the same. A piece
 * never ends between the two halves of a surrogate pair.
 * @param {string} text
 * @returns {Generator<string>}
 */
export function* pieces(text) {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + PIECE, text.length)
    const last = text.charCodeAt(end - 1)
    if (last >= 0xd800 && last <= 0xdbff && end < text.length) end += 1
    yield text.slice(at, end)
    at = end
  }
}

/**
 * writeWhole, synchronously: for a worker thread with nothing else to do, and for the last words of a failing process
 * (lines given one by one are written as they come, as writeWhole writes them).
 * @param {string} file
 * @param {string | Uint8Array | Iterable<string>} data
 */
export function writeWholeSync(file, data) {
  const temporary = temporaryName(file)
  try {
    if (typeof data === 'string' || data instanceof Uint8Array) writeFileSync(temporary, data)
    else {
      const fd = openSync(temporary, 'w')
      try {
        for (const chunk of data) writeSync(fd, chunk)
      } finally {
        closeSync(fd)
      }
    }
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * A text file's lines, read as they come (a file of 100 MB is never one
 * string in memory), given a chunk's worth at a time; none when the file
 * does not exist. Each chunk is cut after its last newline's byte (never
 * part of another character in UTF-8), decoded as one text and split: at
 * 100,000 tools, node:readline's splitting of the render index and the
 * site's list was some 1.5 GB of garbage an edit, then a step of the
 * generator a line 0.5 GB more, and then decoding each line alone (a
 * million calls into the runtime) most of what reading them cost.
 * A line ends at "\n" or "\r\n"; the last may end at the end of the file.
 * @param {string} file
 * @returns {AsyncGenerator<string[]>} the lines of each chunk read, in order
 */
export async function* readLines(file) {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 })
  const opened = await new Promise((resolve) => {
    stream.once('open', () => resolve(true))
    stream.once('error', () => resolve(false))
  })
  if (!opened) return
  /**
   * What is left of the chunks before, the start of a line: kept as the chunks, joined once its line ends (a line of
   * 36 MB, the search's memo, was some 700 MB copied as one growing buffer, a chunk at a time).
   * @type {Buffer[]}
   */
  let left = []
  let leftBytes = 0
  for await (const read of stream) {
    const chunk = /** @type {Buffer} */ (read)
    const last = chunk.lastIndexOf(10)
    if (last < 0) {
      left.push(chunk)
      leftBytes += chunk.length
      continue
    }
    const bytes = left.length > 0 ? Buffer.concat([...left, chunk]) : chunk
    const end = leftBytes + last
    const lines = textOf(bytes.subarray(0, end)).split('\n')
    for (let at = 0; at < lines.length; at += 1) {
      const line = /** @type {string} */ (lines[at])
      if (line.charCodeAt(line.length - 1) === 13) lines[at] = line.slice(0, -1)
    }
    const rest = bytes.subarray(end + 1)
    left = rest.length > 0 ? [rest] : []
    leftBytes = rest.length
    yield lines
  }
  if (leftBytes > 0) {
    const rest = Buffer.concat(left)
    yield [textOf(rest.subarray(0, rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length))]
  }
}

/**
 * Bytes of UTF-8 as text. The build's files (JSON entries, lists, the
 * render index) are nearly always plain ASCII, which V8 takes as one-byte
 * text, decoded as Latin-1 to the same text, several times as fast as it
 * decodes UTF-8 at these sizes: at 100,000 tools the 64 buckets of kept
 * tools checks (240 MB) in 0.35 s rather than 1.35 s, and the site's list
 * and the render index (200 MB) some ten times as fast.
 * @param {Buffer} bytes
 */
export const textOf = (bytes) => bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')

/**
 * Lines joined into chunks of some 64 KB: one write each, not one a line.
 * @param {Iterable<string>} lines
 * @returns {Generator<string>}
 */
export function* inChunks(lines) {
  let chunk = ''
  for (const line of lines) {
    chunk += line
    if (chunk.length >= 65_536) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}
