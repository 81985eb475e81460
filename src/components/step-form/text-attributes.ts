import type { InputHTMLAttributes } from 'react';
import type { Control } from '../../../machines/fields/field-list';

// A text row's input as its control asks for it. StepFields draws text rows with it, and so does
// the zip page, which draws its row before the flow's rules and the row renderer have loaded.

type TextControl = Extract<Control, { kind: 'text' }>;

/** The input's type, keyboard, autofill token, length and width. */
export function textAttributes(control: TextControl): InputHTMLAttributes<HTMLInputElement> {
  return {
    type: control.type ?? 'text',
    maxLength: control.maxLength,
    inputMode: control.inputMode,
    autoComplete: control.autoComplete ?? 'off',
    ...(control.letters ? { autoCapitalize: 'characters', spellCheck: false } : {}),
    className: control.width ? `field__input--${control.width}` : undefined,
  };
}

/** What the field keeps of what is typed: its digits only, where the control says so. */
export function keepTyped(control: TextControl): (typed: string) => string {
  return control.digits
    ? (typed) => typed.replace(/\D/g, '').slice(0, control.maxLength)
    : (typed) => typed;
}
