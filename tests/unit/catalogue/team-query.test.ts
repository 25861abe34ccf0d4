import { describe, expect, it } from 'vitest'
import { builderQuery, parseTeamSize, requestedNeeds, requestedTeam } from '../../../src/catalogue/team-query'
import { closest } from '../../../src/shared/closest'

const KNOWN = new Map([
  ['sso', 'SAML single sign-on'],
  ['audit-log', 'Audit log'],
])

describe("the builder's team in its address", () => {
  it('reads team= (10 when absent) and needs=, and writes them back, the default left out', () => {
    expect(requestedTeam('?tools=a,b')).toEqual({ team: 10, problems: [] })
    expect(requestedTeam('?tools=a,b&team=20')).toEqual({ team: 20, problems: [] })
    expect(requestedNeeds('?needs=sso,audit-log,sso', KNOWN)).toEqual({ needs: ['sso', 'audit-log'], problems: [] })
    // No tool chosen yet, so no field known: kept as asked, to be checked once there is one (not called unknown).
    expect(requestedNeeds('?needs=sso,nope', new Map())).toEqual({ needs: ['sso', 'nope'], problems: [] })
    expect(builderQuery(['a', 'b'], { team: 20, needs: ['sso'] })).toBe('?tools=a,b&team=20&needs=sso')
    expect(builderQuery(['a', 'b'], { team: 10 })).toBe('?tools=a,b')
  })

  it('names a team size it cannot use, and what it shows instead; never NaN or a silent default', () => {
    for (const raw of ['abc', '0', '-3', '2.5', '1e3', '', '__proto__', '999999999']) {
      const { team, problems } = requestedTeam(`?team=${encodeURIComponent(raw)}`)
      expect(team).toBe(10)
      expect(problems, raw).toHaveLength(1)
      expect(problems[0]).toContain(`"team=${raw}" cannot be used`)
      expect(problems[0]).toContain('Showing a team of 10.')
    }
    expect(parseTeamSize(' 12 ')).toEqual({ size: 12 })
  })

  it('says what is wrong with a number a team cannot be: too few, too many, not whole', () => {
    expect(parseTeamSize('-3')).toEqual({ problem: 'A team has at least 1 person.' })
    expect(parseTeamSize('0')).toEqual({ problem: 'A team has at least 1 person.' })
    expect(parseTeamSize('1e9')).toEqual({ problem: 'Prices are shown for teams of up to 100,000 people; "1e9" is more.' })
    for (const raw of ['2.5', '1e3', 'ten', '0x10']) expect(parseTeamSize(raw)).toEqual({ problem: `"${raw}" is not a whole number of people in digits; enter one such as 10.` })
  })

  it('a number field the browser cannot read ("1e") is not taken for an empty one', () => {
    // A number field gives "" both when it is empty and when what is typed is no number; only its validity tells them apart.
    expect(parseTeamSize('', true)).toEqual({ problem: 'What is typed is not a whole number of people in digits; enter one such as 10.' })
    expect(parseTeamSize('')).toEqual({ problem: 'Enter a team size, a whole number of people such as 10.' })
  })

  it('an address that repeats a value: the needs of each are asked for, a second team size is named, not lost without a word', () => {
    expect(requestedNeeds('?needs=sso&needs=audit-log', KNOWN)).toEqual({ needs: ['sso', 'audit-log'], problems: [] })
    expect(requestedTeam('?team=10&team=20')).toEqual({ team: 10, problems: ['The address gives 2 team sizes; only the first, "10", is used.'] })
  })

  it('names a need no chosen field has, with the nearest, including names every object inherits', () => {
    expect(requestedNeeds('?needs=ssso,__proto__,constructor', KNOWN, closest)).toEqual({
      needs: [],
      problems: [
        'There is no feature "ssso" among these tools\' fields (did you mean SAML single sign-on?); it is left out.',
        'There is no feature "__proto__" among these tools\' fields; it is left out.',
        'There is no feature "constructor" among these tools\' fields; it is left out.',
      ],
    })
  })
})
