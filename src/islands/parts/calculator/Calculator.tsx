import { Calculator as CalculatorIcon, Share2 } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import type { Chart } from '../../../calculators/charts'
import { fieldProblem, readLink } from '../../../calculators/link'
import { parseDecimal, writeParams } from '../../../calculators/params'
import { INVALID_INPUT_TITLE, type CalculatorDefinition } from '../../../calculators/types'
import { andList } from '../../../shared/and-list'
import { useNotices } from './notices'
import { ResultChart } from './ResultChart'

type Raw<K extends string> = Record<K, string>

/** What a calculator's extras see of its form: every input's text, and a way to fill one as a visitor would. */
export interface CalculatorForm<K extends string> {
  text: Raw<K>
  fill: (name: K, text: string) => void
  /** Puts the focus in a field: where a control that filled it goes away, the focus goes to what it filled. */
  focus: (name: K) => void
}

/**
 * Helpers a calculator shows beside its own form (the tool cost
 * calculator's "start from a tool"): beside the card's heading, before the form, and under an input
 * (read with it by screen readers). They fill inputs; the fields, math,
 * validation and share link stay the calculator's own.
 */
export interface CalculatorExtras<K extends string> {
  /** A control on the inputs card's heading row (it wraps under the heading where the card is narrow). */
  besideHeading?: ReactNode
  beforeForm?: ReactNode
  underField?: Partial<Record<K, ReactNode>>
}

interface Props<K extends string, R> {
  definition: CalculatorDefinition<K, R>
  renderResults: (results: R) => ReactNode
  /** The picture of the results (src/calculators/charts.ts). */
  chart?: (inputs: Record<K, number>, results: R) => Chart
  extras?: (form: CalculatorForm<K>) => CalculatorExtras<K>
}
type Problems<K extends string> = Partial<Record<K, string>>

function defaults<K extends string, R>({ fields }: CalculatorDefinition<K, R>): Raw<K> {
  return Object.fromEntries(fields.map((field) => [field.name, String(field.defaultValue)])) as Raw<K>
}

/** Reads the form strictly: the inputs, or what is wrong with each field that is not usable. */
function parseInputs<K extends string, R>(definition: CalculatorDefinition<K, R>, raw: Raw<K>): { inputs: Record<K, number> } | { problems: Problems<K> } {
  const values = {} as Record<K, number>
  const problems: Problems<K> = {}
  for (const field of definition.fields) {
    const problem = fieldProblem(field, raw[field.name])
    if (problem) problems[field.name] = problem
    else values[field.name] = parseDecimal(raw[field.name]) as number
  }
  return Object.keys(problems).length > 0 || !definition.isValid(values) ? { problems } : { inputs: values }
}

/**
 * Whether this browser's number fields take a comma for the decimal point (its language writes 1,5). Asked when a
 * comma is typed, not when the module loads: a page's first Intl formatter loads the locale's data (number-text.ts).
 */
const decimalComma = () => new Intl.NumberFormat().format(1.5).includes(',')

const COMMA_PROBLEM = 'A comma was left out: write a decimal with a point (0.5), and a number without thousands separators (1500).'

/**
 * The shared calculator screen: an inputs card and a results card. Prefills
 * and calculates from the URL when every parameter is there and valid;
 * "Share Results" copies a link that reproduces the results.
 */
export function Calculator<K extends string, R>({ definition, renderResults, chart, extras }: Props<K, R>) {
  const names = definition.fields.map((field) => field.name)
  const { Toaster, wake: wakeNotices, notify } = useNotices()
  const [raw, setRaw] = useState<Raw<K>>(() => defaults(definition))
  const [problems, setProblems] = useState<Problems<K>>({})
  // Fields a comma was typed in: the browser dropped it, and the field says so until it is emptied, written with a point, filled for the visitor or sent.
  const [commaIn, setCommaIn] = useState<Partial<Record<K, true>>>({})
  const [linkNote, setLinkNote] = useState<string | null>(null)
  const [result, setResult] = useState<{ inputs: Record<K, number>; results: R } | null>(null)
  const [fallbackLink, setFallbackLink] = useState<string | null>(null)
  const formId = useId()
  const edit = (name: K, text: string) => {
    setRaw((current) => ({ ...current, [name]: text }))
    // The value changed: a message about the old one no longer applies.
    setProblems((current) => ({ ...current, [name]: undefined }))
    // Emptied, or written with a decimal point: the dropped comma no longer stands in the way.
    if (text === '' || text.includes('.')) setCommaIn((current) => ({ ...current, [name]: undefined }))
  }
  // Typed, the comma is refused (event given); pasted, the browser drops it from what it pastes: either way the field says so.
  const commaTyped = (name: K, event?: { preventDefault(): void }) => {
    if (decimalComma()) return
    event?.preventDefault()
    setCommaIn((current) => ({ ...current, [name]: true }))
  }
  // A value filled in for the visitor (a tool's price) is no longer the one a comma was dropped from.
  const fill = (name: K, text: string) => {
    edit(name, text)
    setCommaIn((current) => ({ ...current, [name]: undefined }))
  }
  const focus = (name: K) => document.getElementById(`${formId}-${name}`)?.focus()
  const added = extras?.({ text: raw, fill, focus }) ?? {}
  const heading = (
    <h2 id={`${formId}-inputs`} className="text-xl font-semibold text-slate-950">
      Your numbers
    </h2>
  )

  useEffect(() => {
    // What a visitor typed before this code arrived (the form is in the page's HTML) is theirs, not a default to put back.
    const typed: Partial<Raw<K>> = {}
    for (const field of definition.fields) {
      const input = document.getElementById(`${formId}-${field.name}`)
      if (input instanceof HTMLInputElement && (input.value !== String(field.defaultValue) || input.validity.badInput)) typed[field.name] = input.value
    }
    if (Object.keys(typed).length > 0) setRaw((current) => ({ ...current, ...typed }))
    // A shared link, read by the one rule in src/calculators/link.ts.
    const link = readLink(window.location.search, definition.fields)
    if (!link.shared) return
    if (Object.keys(typed).length > 0) {
      // Typed over the link's values while the page loaded: the visitor's numbers stand, and are calculated when they say.
      setRaw({ ...link.text, ...typed })
      return
    }
    setRaw(link.text)
    setProblems(link.problems)
    // Mid-sentence, a label is said in lower case ("leaves out your hourly rate"), an acronym as written.
    const labelOf = (name: K) => (definition.fields.find((field) => field.name === name)?.label ?? name).replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())
    const notes: string[] = []
    if (link.missing.length > 0) notes.push(`This link leaves out ${andList(link.missing.map(labelOf))}, so ${link.missing.length === 1 ? 'it shows' : 'they show'} our default. Check, then press Calculate.`)
    if (link.repeated.length > 0) notes.push(`This link gives ${andList(link.repeated.map(labelOf))} more than once; the first value is used.`)
    setLinkNote(notes.length > 0 ? notes.join(' ') : null)
    if (Object.keys(link.problems).length > 0) notify({ kind: 'error', title: INVALID_INPUT_TITLE, description: definition.invalidMessage })
    if (link.inputs && definition.isValid(link.inputs)) setResult({ inputs: link.inputs, results: definition.calculate(link.inputs) })
    // Runs once, on load: later edits are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const read = parseInputs(definition, raw)
    setLinkNote(null)
    setCommaIn({})
    // A field a comma was dropped from is asked about once before it is used: "0,5" reads 5, and that is said where
    // it matters, not after the results are worked out from it. Calculate again uses the field as it stands.
    const dropped = names.filter((name) => commaIn[name] && raw[name] !== '')
    if (dropped.length > 0) {
      setResult(null)
      setProblems(Object.fromEntries(dropped.map((name) => [name, `A comma was left out, so this reads ${raw[name]}. Write a decimal with a point (0.5), or press Calculate again to use ${raw[name]}.`])) as Problems<K>)
      document.getElementById(`${formId}-${dropped[0]}`)?.focus()
      return
    }
    if ('problems' in read) {
      // Results shown beside inputs they no longer match would mislead: go back to the prompt.
      setResult(null)
      setProblems(read.problems)
      notify({ kind: 'error', title: INVALID_INPUT_TITLE, description: definition.invalidMessage })
      // To the first field to mend, its message read with it: the toast goes in four seconds, and covers the form on a phone.
      const first = names.find((name) => read.problems[name])
      if (first) document.getElementById(`${formId}-${first}`)?.focus()
      return
    }
    setProblems({})
    setFallbackLink(null)
    setResult({ inputs: read.inputs, results: definition.calculate(read.inputs) })
  }

  // Inputs changed since the results were worked out: the results say so, rather than stand beside numbers they are not for.
  const changed = result !== null && names.some((name) => parseDecimal(raw[name]) !== result.inputs[name])
  const share = async () => {
    if (!result) return
    const url = `${window.location.origin}${window.location.pathname}?${writeParams(result.inputs, names)}`
    try {
      await navigator.clipboard.writeText(url)
      notify({ kind: 'success', title: 'Link Copied!', description: 'Anyone with this link sees the same results.' })
    } catch {
      setFallbackLink(url)
    }
  }

  return (
    <div className="not-prose my-8 grid gap-6 lg:grid-cols-2" onPointerEnter={wakeNotices} onFocus={wakeNotices}>
      <section aria-labelledby={`${formId}-inputs`} className="card print:break-inside-avoid print:shadow-none">
        {added.besideHeading ? (
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            {heading}
            {added.besideHeading}
          </div>
        ) : (
          heading
        )}
        {added.beforeForm}
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {linkNote && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {linkNote}
            </p>
          )}
          {definition.fields.map((field) => {
            const under = added.underField?.[field.name]
            const problem = problems[field.name] ?? (commaIn[field.name] && COMMA_PROBLEM)
            const described = [problem ? `${formId}-${field.name}-problem` : undefined, under ? `${formId}-${field.name}-extra` : undefined].filter(Boolean).join(' ')
            return (
              <div key={field.name}>
                <label htmlFor={`${formId}-${field.name}`} className="block text-sm font-medium text-slate-800">
                  {field.label}
                </label>
                <div className="mt-1 flex items-center gap-2">
                  <input
                    id={`${formId}-${field.name}`}
                    name={field.name}
                    type="number"
                    inputMode="decimal"
                    min={field.min}
                    max={field.max}
                    step={field.step}
                    required
                    value={raw[field.name]}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={described || undefined}
                    onChange={(event) => edit(field.name, event.target.value)}
                    // A number field where a decimal takes a point drops a typed comma without a word ("0,5" would read 5): it is
                    // refused, and said. Keyboards that name no key (many on Android) still say what they type.
                    onKeyDown={(event) => event.key === ',' && commaTyped(field.name, event)}
                    onBeforeInput={(event) => event.data === ',' && commaTyped(field.name, event)}
                    onPaste={(event) => event.clipboardData.getData('text').includes(',') && commaTyped(field.name)}
                    className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-950 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600"
                  />
                  <span className="w-20 shrink-0 text-sm text-slate-600">{field.unit}</span>
                </div>
                {problem && (
                  <p id={`${formId}-${field.name}-problem`} className="mt-1 text-sm text-red-700">
                    {problem}
                  </p>
                )}
                {under && <div id={`${formId}-${field.name}-extra`}>{under}</div>}
              </div>
            )
          })}
          <button type="submit" className="btn btn-primary w-full print:hidden">
            <CalculatorIcon aria-hidden="true" className="size-4" />
            Calculate
          </button>
        </form>
      </section>
      <section aria-labelledby={`${formId}-results`} className="card print:shadow-none">
        <h2 id={`${formId}-results`} className="text-xl font-semibold text-slate-950">
          Results
        </h2>
        <div aria-live="polite" className="mt-4">
          {result ? (
            <>
              {changed && (
                <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                  These results are for the numbers you last calculated. Press Calculate to see them for the numbers you changed.
                </p>
              )}
              {renderResults(result.results)}
              {chart && <ResultChart chart={chart(result.inputs, result.results)} />}
            </>
          ) : (
            <p className="text-slate-600">Enter your details and click Calculate to see your results.</p>
          )}
        </div>
        {result && (
          <div className="mt-6 space-y-3 print:hidden">
            <button type="button" onClick={share} className="btn btn-secondary w-full">
              <Share2 aria-hidden="true" className="size-4" />
              Share Results
            </button>
            {fallbackLink && (
              <div>
                <label htmlFor={`${formId}-link`} className="block text-sm text-slate-700">
                  Copying is blocked in this browser. Copy this link instead:
                </label>
                <input
                  id={`${formId}-link`}
                  readOnly
                  value={fallbackLink}
                  onFocus={(event) => event.currentTarget.select()}
                  className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
                />
              </div>
            )}
          </div>
        )}
      </section>
      {Toaster && <Toaster />}
    </div>
  )
}
