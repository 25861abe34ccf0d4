/**
 * The rel of a link to a vendor: never passes ranking credit or the
 * referrer, never gives the new tab access to this one, and says
 * "sponsored" where the vendor pays.
 */
export function vendorRel(sponsored: boolean): string {
  return sponsored ? 'sponsored nofollow noopener noreferrer' : 'nofollow noopener noreferrer'
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
