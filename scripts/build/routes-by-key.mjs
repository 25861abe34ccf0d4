/**
 * Which routes read each dependency key, for a build that stays running
 * (watch.mjs): the render index's records turned round. A save changes a
 * few keys (a tool's, its field's relations, a list), and the routes whose
 * records may no longer hold are those that read one of them. Asking each
 * of 110,600 records after each of its keys (some 1.5 million at 100,000
 * tools) was 0.45 to 0.7 s of a tools file's save; asking each of their
 * some 210,000 keys once is a seventh of the questions, and only the routes
 * that read a key that changed are asked after their own.
 *
 * It may name more routes than read a key, never fewer: a route rendered
 * again is added under its new keys, and stays under the keys it no
 * longer reads (a route asked after needlessly is checked as before).
 */

/** A key read by more routes than this holds them in a set, not a list: some keys are read by every route. */
const LIST_MOST = 16

/** @import { IndexedRecord } from './render-index.mjs' */

export class RoutesByKey {
  constructor() {
    /**
     * Each key's routes: one route alone, a short list, or a set.
     * @type {Map<string, string | string[] | Set<string>>}
     */
    this.byKey = new Map()
  }

  /**
   * The routes of these records, under each key they read.
   * @param {ReadonlyMap<string, Pick<IndexedRecord, 'dependsOn'>>} records by route
   */
  static of(records) {
    const index = new RoutesByKey()
    for (const [route, record] of records) index.add(route, record.dependsOn)
    return index
  }

  /**
   * Notes that `route` reads these keys (again: a route is named once under a key).
   * @param {string} route
   * @param {readonly string[]} keys
   */
  add(route, keys) {
    for (const key of keys) {
      const routes = this.byKey.get(key)
      if (routes === undefined) this.byKey.set(key, route)
      else if (typeof routes === 'string') {
        if (routes !== route) this.byKey.set(key, [routes, route])
      } else if (Array.isArray(routes)) {
        if (routes.includes(route)) continue
        if (routes.length < LIST_MOST) routes.push(route)
        else this.byKey.set(key, new Set([...routes, route]))
      } else routes.add(route)
    }
  }

  /**
   * The routes that read a key that does not hold: each key is asked once.
   * @param {(key: string) => boolean} holds whether a key's value is what it was
   * @returns {Set<string>}
   */
  affected(holds) {
    /** @type {Set<string>} */
    const routes = new Set()
    for (const [key, readBy] of this.byKey) {
      if (holds(key)) continue
      if (typeof readBy === 'string') routes.add(readBy)
      else for (const route of readBy) routes.add(route)
    }
    return routes
  }
}
