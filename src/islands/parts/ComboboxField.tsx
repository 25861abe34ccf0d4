import type { HTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react'

/** The classes that differ from one place to another: each picker keeps the look of the form it sits in. */
export interface ComboboxLook {
  root: string
  label: string
  /** The bordered box around the icon and the text input. */
  field: string
  input: string
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string
  label: string
  /** Drawn before the text input; it should be aria-hidden. */
  icon: ReactNode
  look: ComboboxLook
  inputRef?: Ref<HTMLInputElement>
  /** Handlers on the whole field, label included. */
  rootProps?: HTMLAttributes<HTMLDivElement>
  /** After the field: the list and its status. */
  children?: ReactNode
}

/**
 * A tool-name combobox's label and text field (ToolNameCombobox.tsx), in one
 * place so that the field a page draws before the combobox's code is in
 * (builder/ToolPicker.tsx) is the same field. The input's own props (value,
 * handlers, the list's ARIA state) are passed through.
 */
export function ComboboxField({ id, label, icon, look, inputRef, rootProps, children, disabled, ...input }: FieldProps) {
  return (
    <div className={look.root} {...rootProps}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <div className={look.field}>
        {icon}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          // Not the disabled attribute: the field keeps the focus it has when the builder fills (the fourth tool chosen from it).
          aria-disabled={disabled}
          readOnly={disabled}
          placeholder="Type a tool's name"
          className={look.input}
          {...input}
        />
      </div>
      {children}
    </div>
  )
}
