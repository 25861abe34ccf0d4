/**
 * Tool names the bench's scale measures make up, reproducibly (from a
 * random.mjs source): syllables ("Kalomi", "Drasenhub AI"), unlike the
 * generator's numbered copies of real names ("Notion 12"), so a search or
 * a picker meets names that share no long prefix.
 */

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ten', 'zu', 'vo', 'pli', 'dra', 'sen', 'qua', 'bo', 'ly', 'tri', 'nex', 'fy', 'gro', 'mo', 'xa', 'el', 'ix', 'or', 'un', 'sta']
const WORDS = ['flow', 'hub', 'base', 'cloud', 'desk', 'pro', 'stack', 'sync', 'pilot', 'mind', 'grid', 'nest', 'loop', 'dock', 'labs', 'track', 'board', 'mail', 'team', 'note']
const ENDINGS = [' AI', '.io', ' HQ', ' Pro']

/**
 * Made-up names, each new: none of `taken`, which each name joins.
 * @param {() => number} next a random source
 * @param {Set<string>} taken
 * @returns {() => string}
 */
export function madeUpNames(next, taken) {
  return () => {
    for (;;) {
      let name = ''
      for (let i = 2 + Math.floor(next() * 2); i > 0; i -= 1) name += SYLLABLES[Math.floor(next() * SYLLABLES.length)]
      if (next() < 0.4) name += WORDS[Math.floor(next() * WORDS.length)]
      name = name[0]?.toUpperCase() + name.slice(1) + (next() < 0.2 ? ENDINGS[Math.floor(next() * ENDINGS.length)] : '')
      if (!taken.has(name)) return (taken.add(name), name)
    }
  }
}
