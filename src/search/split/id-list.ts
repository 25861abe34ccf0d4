/**
 * Sets of item numbers, as the split search index stores and combines
 * them: ascending, without repeats.
 *
 * Stored as JSON numbers: a positive number is the gap to the next item
 * (from -1, so the first is its own number plus one), a negative one a run
 * of that many items each following the one before. Items of one rest
 * group are stored side by side (order.ts), so a keyword's items are
 * mostly runs: "tool" on every tool's profile is one number.
 */

/** The list's numbers in their stored form. */
export function encodeIds(ids: ArrayLike<number>): number[] {
  const code: number[] = []
  let previous = -1
  for (let at = 0; at < ids.length; at += 1) {
    const id = ids[at]!
    const gap = id - previous
    if (gap === 1 && code.length > 0 && code[code.length - 1]! < 0) code[code.length - 1]! -= 1
    else code.push(gap === 1 ? -1 : gap)
    previous = id
  }
  return code
}

/** A stored list as it is, once checked: throws, naming the problem, on anything encodeIds could not have written for `count` items. */
export function checkIds(code: unknown, count: number, what: string): number[] {
  if (!Array.isArray(code)) throw new Error(`Search index: ${what} is not a list of numbers`)
  let last = -1
  for (const step of code as unknown[]) {
    if (typeof step !== 'number' || !Number.isInteger(step) || step === 0) throw new Error(`Search index: ${what} holds ${JSON.stringify(step)}, not a step`)
    last += step > 0 ? step : -step
  }
  if (last >= count) throw new Error(`Search index: ${what} names item ${last} of ${count}`)
  return code as number[]
}

/** Calls `visit` with each number of a checked stored list, ascending. */
export function eachId(code: readonly number[], visit: (id: number) => void): void {
  let previous = -1
  for (let at = 0; at < code.length; at += 1) {
    const step = code[at]!
    if (step > 0) visit((previous += step))
    else for (let k = 0; k < -step; k += 1) visit(++previous)
  }
}

/**
 * Calls `visit` with the place in `pool` (ascending numbers) of each of its
 * numbers that a checked stored list holds: a walk of the two side by side,
 * a run of the list passing over the pool's numbers it covers at once, so
 * a word in nearly every item costs its list's length and the pool's, not
 * the number of items holding it.
 */
export function eachIdIn(code: readonly number[], pool: ArrayLike<number>, visit: (place: number) => void): void {
  let previous = -1
  let place = 0
  for (let at = 0; at < code.length && place < pool.length; at += 1) {
    const step = code[at]!
    const first = previous + 1
    const last = step > 0 ? previous + step : previous - step
    // A gap's one number is the step's end; a run's numbers are all from the one after the last to its end.
    const from = step > 0 ? last : first
    while (place < pool.length && pool[place]! < from) place += 1
    while (place < pool.length && pool[place]! <= last) visit(place++)
    previous = last
  }
}

/** The numbers a stored list holds; throws, naming the problem, on anything encodeIds could not have written for `count` items. */
export function decodeIds(code: unknown, count: number, what: string): Int32Array {
  if (!Array.isArray(code)) throw new Error(`Search index: ${what} is not a list of numbers`)
  let length = 0
  for (const step of code) length += typeof step === 'number' && step < 0 ? -step : 1
  const ids = new Int32Array(length)
  let previous = -1
  let at = 0
  for (const step of code as unknown[]) {
    if (typeof step !== 'number' || !Number.isInteger(step) || step === 0) throw new Error(`Search index: ${what} holds ${JSON.stringify(step)}, not a step`)
    if (step > 0) {
      previous += step
      ids[at++] = previous
    } else for (let k = 0; k < -step; k += 1) ids[at++] = ++previous
  }
  if (previous >= count) throw new Error(`Search index: ${what} names item ${previous} of ${count}`)
  return ids
}

/** The numbers in both lists. */
export function intersectIds(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length))
  let n = 0
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i]!
    const y = b[j]!
    if (x === y) {
      both[n++] = x
      i += 1
      j += 1
    } else if (x < y) i += 1
    else j += 1
  }
  return both.slice(0, n)
}

/** The numbers in any of the lists. */
export function unionIds(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!
  let size = 0
  for (const list of lists) size += list.length
  const all = new Int32Array(size)
  let at = 0
  for (const list of lists) {
    all.set(list, at)
    at += list.length
  }
  all.sort()
  let n = 0
  for (let i = 0; i < all.length; i += 1) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!
  return all.slice(0, n)
}
