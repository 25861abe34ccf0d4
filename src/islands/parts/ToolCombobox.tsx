import { Search } from 'lucide-react'
import type { RefObject } from 'react'
import type { ComboboxLook } from './ComboboxField'
import { ToolNameCombobox } from './ToolNameCombobox'

/** A field of the calculators' forms: a block label (the ring while focused is global.css's, as every tool-name field's). */
const FORM_FIELD: ComboboxLook = {
  root: 'relative',
  label: 'block text-sm font-medium text-slate-800',
  field: 'mt-1 flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3',
  input: 'h-11 w-full bg-transparent text-base text-slate-950 placeholder:text-slate-500 focus:outline-none',
}

interface Props {
  label: string
  onChoose: (id: string, name: string) => void
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * A form field that holds one tool (the calculators' "Start from a tool's
 * price"): the chosen name stays in the input, so the visitor sees which
 * tool the plans below belong to.
 */
export function ToolCombobox({ label, onChoose, inputRef }: Props) {
  return (
    <ToolNameCombobox
      label={label}
      listLabel="Tools"
      icon={<Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}
      look={FORM_FIELD}
      loadingMessage="Loading the tools…"
      afterChoice="keep"
      onChoose={onChoose}
      inputRef={inputRef}
    />
  )
}
