/**
 * Matches in rank order, taken one at a time: a binary min-heap of each
 * match's key and storage number packed in one exactly representable
 * double (`slot` above every number), so the best fifty of a hundred
 * thousand cost a heap built in linear time and fifty steps, not a sort.
 * A match whose key was only a lower bound goes back in with its exact key
 * once known.
 */
export class BestFirst {
  private heap: Float64Array
  private size: number

  constructor(
    keys: Float64Array,
    ids: Int32Array,
    private readonly slot: number,
  ) {
    this.heap = new Float64Array(Math.max(16, keys.length))
    for (let at = 0; at < keys.length; at += 1) this.heap[at] = keys[at]! * slot + ids[at]!
    this.size = keys.length
    for (let at = (this.size >> 1) - 1; at >= 0; at -= 1) this.down(at)
  }

  get length(): number {
    return this.size
  }

  /** The best match left, as [key, id], taken out. */
  pop(): [number, number] | undefined {
    if (this.size === 0) return undefined
    const top = this.heap[0]!
    this.size -= 1
    if (this.size > 0) {
      this.heap[0] = this.heap[this.size]!
      this.down(0)
    }
    const key = Math.floor(top / this.slot)
    return [key, top - key * this.slot]
  }

  push(key: number, id: number): void {
    if (this.size === this.heap.length) {
      const grown = new Float64Array(this.size * 2)
      grown.set(this.heap)
      this.heap = grown
    }
    let at = this.size++
    const value = key * this.slot + id
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (this.heap[parent]! <= value) break
      this.heap[at] = this.heap[parent]!
      at = parent
    }
    this.heap[at] = value
  }

  private down(from: number): void {
    const { heap, size } = this
    const value = heap[from]!
    let at = from
    for (;;) {
      let child = 2 * at + 1
      if (child >= size) break
      if (child + 1 < size && heap[child + 1]! < heap[child]!) child += 1
      if (heap[child]! >= value) break
      heap[at] = heap[child]!
      at = child
    }
    heap[at] = value
  }
}
