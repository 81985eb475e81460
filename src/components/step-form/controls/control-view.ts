import type { ReactNode } from 'react';
import type { Control, RuleContext } from '../../../../machines/fields/field-list';
import type { WordContext } from '../field-words';

/** What a control is drawn with: its row's control, its words on show, its value. */
export interface ControlViewProps<K extends Control['kind'] = Control['kind']> {
  name: string;
  control: Extract<Control, { kind: K }>;
  label: ReactNode;
  hint: ReactNode;
  error: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  context: WordContext;
  ruleContext: RuleContext;
}

/** A control a page adds to the form's own (a date, a state, a phone number, an e-mail). */
export type ControlView = (props: ControlViewProps) => ReactNode;
