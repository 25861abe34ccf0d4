import { Calculator as CalculatorIcon, Share2 } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { parseDecimal, readParams, writeParams } from '../../../calculators/params'
import { INVALID_INPUT_TITLE, type CalculatorDefinition } from '../../../calculators/types'
import { Toasts } from '../Toasts'

interface Props<K extends string, R> {
  definition: CalculatorDefinition<K, R>
  renderResults: (results: R) => ReactNode
}

type Raw<K extends string> = Record<K, string>

function defaults<K extends string, R>({ fields }: CalculatorDefinition<K, R>): Raw<K> {
  return Object.fromEntries(fields.map((field) => [field.name, String(field.defaultValue)])) as Raw<K>
}

/** Reads the raw form values strictly; undefined when any is not a valid input. */
function parseInputs<K extends string, R>(definition: CalculatorDefinition<K, R>, raw: Raw<K>): Record<K, number> | undefined {
  const values = {} as Record<K, number>
  for (const { name } of definition.fields) {
    const value = parseDecimal(raw[name])
    if (value === undefined) return undefined
    values[name] = value
  }
  return definition.isValid(values) ? values : undefined
}

/**
 * The shared calculator screen: an inputs card and a results card. Prefills
 * and calculates from the URL when every parameter is there and valid;
 * "Share Results" copies a link that reproduces the results.
 */
export function Calculator<K extends string, R>({ definition, renderResults }: Props<K, R>) {
  const names = definition.fields.map((field) => field.name)
  const [raw, setRaw] = useState<Raw<K>>(() => defaults(definition))
  const [result, setResult] = useState<{ inputs: Record<K, number>; results: R } | null>(null)
  const [fallbackLink, setFallbackLink] = useState<string | null>(null)
  const formId = useId()

  useEffect(() => {
    const fromUrl = readParams(window.location.search, names)
    if (!fromUrl || !definition.isValid(fromUrl)) return
    setRaw(Object.fromEntries(names.map((name) => [name, String(fromUrl[name])])) as Raw<K>)
    setResult({ inputs: fromUrl, results: definition.calculate(fromUrl) })
    // Runs once, on load: later edits are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const inputs = parseInputs(definition, raw)
    if (!inputs) {
      // Results shown beside inputs they no longer match would mislead: go back to the prompt.
      setResult(null)
      toast.error(INVALID_INPUT_TITLE, { description: definition.invalidMessage })
      return
    }
    setFallbackLink(null)
    setResult({ inputs, results: definition.calculate(inputs) })
  }

  const share = async () => {
    if (!result) return
    const url = `${window.location.origin}${window.location.pathname}?${writeParams(result.inputs, names)}`
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link Copied!', { description: 'Anyone with this link sees the same results.' })
    } catch {
      setFallbackLink(url)
    }
  }

  return (
    <div className="not-prose my-8 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby={`${formId}-inputs`} className="card">
        <h2 id={`${formId}-inputs`} className="text-xl font-semibold text-slate-950">
          Your numbers
        </h2>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          {definition.fields.map((field) => (
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
                  onChange={(event) => setRaw((current) => ({ ...current, [field.name]: event.target.value }))}
                  className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-950 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
                />
                <span className="w-20 shrink-0 text-sm text-slate-600">{field.unit}</span>
              </div>
            </div>
          ))}
          <button type="submit" className="btn btn-primary w-full">
            <CalculatorIcon aria-hidden="true" className="size-4" />
            Calculate
          </button>
        </form>
      </section>
      <section aria-labelledby={`${formId}-results`} className="card">
        <h2 id={`${formId}-results`} className="text-xl font-semibold text-slate-950">
          Results
        </h2>
        <div aria-live="polite" className="mt-4">
          {result ? (
            renderResults(result.results)
          ) : (
            <p className="text-slate-600">Enter your details and click Calculate to see your results.</p>
          )}
        </div>
        {result && (
          <div className="mt-6 space-y-3">
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
      <Toasts />
    </div>
  )
}
