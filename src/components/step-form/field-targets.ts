import type { Control } from '../../../machines/fields/field-list';

// What the form and the review need to know of a field's control, without drawing it.

/** The id the error summary links to: the field's own, or its first choice's. */
export function fieldTarget(name: string, control: Control): string {
  if (control.kind === 'yesNo' || control.kind === 'choice') return `${name}-0`;
  if (control.kind === 'date') return `${name}-month`;
  if (control.kind === 'custom') return control.target ?? name;
  return name;
}

/** An empty value for a field of this kind: what the form starts with. */
export function emptyValue(control: Control): unknown {
  if (control.kind === 'checkbox') return false;
  if (control.kind === 'date') return { year: '', month: '', day: '' };
  return '';
}

/** A group's fieldset's id: a box that shows or hides it names it (`aria-controls`). */
export const groupId = (group: string) => `${group}-group`;

/**
 * Where the review's Edit puts the focus on the step's page (src/lib/field-focus.ts): the
 * field, or a radio group's name, whose chosen option takes it.
 */
export function focusTarget(name: string, control: Control): string {
  return fieldTarget(name, control).replace(/-0$/, '');
}
