import { describe, expect, it } from 'vitest'
import { categoryAndField } from '../../../src/content/tool-pages'

describe("a profile's kind line", () => {
  it('names the category then the field', () => {
    expect(categoryAndField({ category: 'Collaborative Workspace', group: 'Knowledge & Docs' })).toBe('Collaborative Workspace · Knowledge & Docs')
  })
  it('says it once where the category is the field, whatever the case', () => {
    expect(categoryAndField({ category: 'Project Management', group: 'Project Management' })).toBe('Project Management')
    expect(categoryAndField({ category: 'Project management', group: 'Project Management' })).toBe('Project management')
  })
})
