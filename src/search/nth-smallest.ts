/**
 * The n-th smallest of these values (0 is the smallest), found by
 * quickselect: the values are reordered in place, every one before n no
 * greater than it and every one after no smaller. A ranking pass needs only
 * the 50th best title part of thousands of matches, not their order: at
 * 110,000 items, sorting every precomputed answer's matches was some 1.5 s
 * of the split index's build.
 */
export function nthSmallest(values: Float64Array, n: number): number {
  if (!(n >= 0 && n < values.length && Number.isInteger(n))) throw new RangeError(`nthSmallest: no value ${n} among ${values.length}`)
  let left = 0
  let right = values.length - 1
  while (right > left) {
    const pivot = medianOfThree(values[left]!, values[(left + right) >>> 1]!, values[right]!)
    let i = left
    let j = right
    while (i <= j) {
      while (values[i]! < pivot) i += 1
      while (values[j]! > pivot) j -= 1
      if (i <= j) {
        const swapped = values[i]!
        values[i] = values[j]!
        values[j] = swapped
        i += 1
        j -= 1
      }
    }
    // [left, j] holds no value above the pivot, [i, right] none below, and what lies between equals it.
    if (n <= j) right = j
    else if (n >= i) left = i
    else break
  }
  return values[n]!
}

function medianOfThree(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b
}
