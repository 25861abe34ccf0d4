import { useEffect, useState } from 'react'
import { warmHistoryWrites } from './warm-history'

/**
 * The address's path and query string, read again on Back and Forward, and
 * a way to go to another: the finder's state and the problems of a shared
 * link are read from it, so they can never disagree. (The path is empty
 * until the island has read it: the page's own, as prerendered.)
 */
export function useAddress(base: string) {
  const [address, setAddress] = useState({ path: '', query: '' })
  useEffect(() => {
    // A trailing slash is the same page.
    const read = () => setAddress({ path: window.location.pathname.replace(/(.)\/$/, '$1'), query: window.location.search })
    read()
    warmHistoryWrites()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])
  const go = (next: string) => {
    window.history.pushState(null, '', `${base}${next}`)
    setAddress({ path: base, query: next })
  }
  return { ...address, go }
}
