import type { MessageDescriptor } from '@lingui/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useFormErrors } from '../../lib/use-form-errors';
import { type Validation, validate } from '../../lib/validate';

/** How the values are judged: a schema, or a check of the page's own. */
type Judge<TValues, TSchema extends v.GenericSchema, TOutput> =
  | {
      /** The schema the values must pass; its problems are keys of `messages`. */
      schema: TSchema | ((values: TValues) => TSchema);
      /** A function when a message names what was typed (D43's two states of a zip code). */
      messages:
        | Record<string, MessageDescriptor>
        | ((values: TValues) => Record<string, MessageDescriptor>);
      /** What is validated, when it is not the values themselves. */
      input?: (values: TValues) => unknown;
      check?: never;
    }
  | {
      /**
       * For a form a schema alone cannot judge (a chosen file, a message with values): every
       * problem at once (D23), or the value to send.
       */
      check: (values: TValues) => Validation<TOutput, string>;
      schema?: never;
      messages?: never;
      input?: never;
    };

export type StepFormOptions<
  TValues,
  TSchema extends v.GenericSchema,
  TField extends string,
  TOutput = v.InferOutput<TSchema>,
> = Judge<TValues, TSchema, TOutput> & {
  /** The form's first values (a function runs once, on the first render). */
  initial: TValues | (() => TValues);
  /** The fields in page order: the error summary lists them so. */
  fields: readonly TField[];
  /**
   * Where a field's summary link goes, when not to the field's own id; a function when that
   * follows the values (the first empty box of a code).
   */
  targets?:
    | Partial<Record<TField, string>>
    | ((values: TValues) => Partial<Record<TField, string>>);
  /** While the flow is working, a submit does nothing (the button is never disabled). */
  busy?: boolean;
  /** The flow's busy state now, for a click that comes before the page has drawn it. */
  isBusyNow?: () => boolean;
  /** Runs with the valid value: it sends the step's event. */
  onValid: (value: TOutput) => void;
};

/** What `bind` gives a text field, and what the field groups of src/shared take. */
export interface BoundField {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * One step's form: its values, validation with every field's message at once (D23), the
 * error summary's focus counter, and a submit that sends only valid, single answers.
 */
export function useStepForm<
  TValues,
  TSchema extends v.GenericSchema,
  TField extends string,
  TOutput = v.InferOutput<TSchema>,
>(options: StepFormOptions<TValues, TSchema, TField, TOutput>) {
  const { initial, fields, targets, busy = false, isBusyNow, onValid } = options;
  const [values, setValues] = useState<TValues>(initial);
  const errors = useFormErrors(fields, typeof targets === 'function' ? targets(values) : targets);
  // A second click can arrive before the page has drawn the flow's busy state: after a send,
  // submits wait for the next render.
  const sent = useRef(false);
  useEffect(() => {
    sent.current = false;
  });

  const set = <K extends keyof TValues>(field: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const change = (next: Partial<TValues>) => setValues((current) => ({ ...current, ...next }));

  /**
   * The props that tie a text field to the form: its id and name, value, change handler and
   * message (the field itself joins hint and message in `aria-describedby`).
   */
  const bind = <K extends keyof TValues & TField & string>(
    field: K,
    keep: (value: string) => string = (value) => value,
  ): BoundField => ({
    id: field,
    value: values[field] as string,
    error: errors.message(field),
    onChange: (event: { target: { value: string } }) =>
      set(field, keep(event.target.value) as TValues[K]),
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy || sent.current || isBusyNow?.()) return;
    const result = judge(options, values);
    errors.report(result.ok ? {} : result.errors);
    if (!result.ok) return;
    sent.current = true;
    onValid(result.value);
  };

  return { values, setValues, set, change, bind, errors, busy, submit };
}

function judge<TValues, TSchema extends v.GenericSchema, TOutput>(
  options: Judge<TValues, TSchema, TOutput>,
  values: TValues,
): Validation<TOutput, string> {
  if (options.check) return options.check(values);
  const { schema, messages, input } = options;
  const active = typeof schema === 'function' ? schema(values) : schema;
  const words = typeof messages === 'function' ? messages(values) : messages;
  // Without a check of its own, the output is the schema's (TOutput's default).
  return validate(active, input ? input(values) : values, words) as Validation<TOutput, string>;
}

/** What a page hands to a component that draws part of its form. */
export type StepForm<TValues, TField extends string> = ReturnType<
  typeof useStepForm<TValues, v.GenericSchema, TField>
>;
