/**
 * JSON the build wrote for the browser, each address fetched once a page
 * (the finder's and the pickers' split data). A failed request is
 * forgotten, so asking again fetches again.
 */
const cache = new Map<string, Promise<unknown>>()

export function fetchJsonOnce(url: string): Promise<unknown> {
  let fetched = cache.get(url)
  if (!fetched) {
    fetched = fetch(url).then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
    cache.set(url, fetched)
    fetched.catch(() => cache.delete(url))
  }
  return fetched
}
