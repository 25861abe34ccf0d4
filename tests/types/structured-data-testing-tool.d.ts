// The parts of structured-data-testing-tool (no types of its own) that the end-to-end tests use.
declare module 'structured-data-testing-tool' {
  interface TestResult {
    test: string
  }
  interface Results {
    passed: TestResult[]
    failed: TestResult[]
    warnings: TestResult[]
  }
  /** Resolves with the results when every test passes; rejects with an error carrying them (`res`) when one fails. */
  const sdtt: { structuredDataTest(input: string, options: { presets: unknown[] }): Promise<Results> }
  export default sdtt
}

declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: unknown }
  export default presets
}
