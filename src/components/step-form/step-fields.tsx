import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Control, FieldList, RuleContext } from '../../../machines/fields/field-list';
import { shownFields } from '../../../machines/fields/field-list';
import { CheckboxField } from '../checkbox-field';
import { RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import { type FieldWords, type RichWords, say, show, type WordContext } from './field-words';

/** What the fields need of the step's form (useStepForm's values, setter and messages). */
export interface FieldsForm {
  values: Readonly<Record<string, unknown>>;
  set: (field: never, value: never) => void;
  errors: { message: (field: never) => string | undefined };
}

/** A field the page draws itself (a `custom` row), given what a drawn field gets. */
export type CustomField = (props: { name: string; error: string | undefined }) => ReactNode;

export interface StepFieldsProps {
  list: FieldList;
  words: Readonly<Record<string, FieldWords>>;
  form: FieldsForm;
  ruleContext: RuleContext;
  wordContext: WordContext;
  /** The fields to draw (a part of the form); all of the list's by default. */
  only?: readonly string[];
  custom?: Readonly<Record<string, CustomField>>;
}

/** The id the error summary links to: the field's own, or its first choice's. */
export function fieldTarget(name: string, control: Control): string {
  if (control.kind === 'yesNo' || control.kind === 'choice') return `${name}-0`;
  if (control.kind === 'date') return `${name}-month`;
  return name;
}

/** An empty value for a field of this kind: what the form starts with. */
export function emptyValue(control: Control): unknown {
  return control.kind === 'checkbox' ? false : '';
}

/**
 * A step's standard fields, drawn from its rows in the list's order: each asked now (by the
 * rules and the answers typed so far), with its words, its message and its intro.
 */
export function StepFields({
  list,
  words,
  form,
  ruleContext,
  wordContext: context,
  only,
  custom = {},
}: StepFieldsProps) {
  const shown = shownFields(list, form.values, ruleContext).filter(
    (name) => !only || only.includes(name),
  );
  return shown.map((name) => (
    <ListedField
      key={name}
      name={name}
      list={list}
      words={words}
      form={form}
      ruleContext={ruleContext}
      wordContext={context}
      custom={custom}
    />
  ));
}

/** One row's field, after its intro (a heading and what it means) when its words have one. */
function ListedField({
  name,
  list,
  words,
  form,
  ruleContext,
  wordContext: context,
  custom = {},
}: Omit<StepFieldsProps, 'only'> & { name: string }) {
  const row = list[name];
  const text = words[name];
  if (!row || !text) return null;
  const error = form.errors.message(name as never);
  const field =
    row.control.kind === 'custom' ? (
      custom[name]?.({ name, error })
    ) : (
      <Field
        name={name}
        control={row.control}
        words={text}
        context={context}
        value={form.values[name]}
        error={error}
        onChange={(value) => form.set(name as never, value as never)}
        ruleContext={ruleContext}
      />
    );
  if (!text.intro) return field;
  const intro = (
    <>
      {text.intro.heading && <h2>{say(text.intro.heading, context)}</h2>}
      {text.intro.text && <p>{show(text.intro.text, context)}</p>}
      {field}
    </>
  );
  // A follow-up question is revealed under the answer that asks it (GOV.UK's pattern).
  return row.when ? <div className="choice__reveal">{intro}</div> : intro;
}

interface FieldProps {
  name: string;
  control: Control;
  words: FieldWords;
  context: WordContext;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  ruleContext: RuleContext;
}

const optional = (words: RichWords | undefined, context: WordContext) =>
  words === undefined ? undefined : show(words, context);

function Field({ name, control, words, context, value, error, onChange, ruleContext }: FieldProps) {
  const { t } = useLingui();
  const label = show(words.label, context);
  const hint = optional(words.hint, context);
  switch (control.kind) {
    case 'yesNo':
      return (
        <RadioGroup
          name={name}
          legend={label}
          hint={hint}
          error={error}
          value={String(value ?? '')}
          onChange={onChange}
          options={[
            { value: '1', label: t`Yes` },
            { value: '2', label: t`No` },
          ]}
          inline
        />
      );
    case 'choice':
      return (
        <RadioGroup
          name={name}
          legend={label}
          hint={hint}
          error={error}
          value={String(value ?? '')}
          onChange={onChange}
          options={control.options(ruleContext.rules).map((option) => ({
            value: option,
            label: words.options?.[option] ? show(words.options[option], context) : option,
          }))}
          inline={control.inline ?? false}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          id={name}
          label={label}
          hint={hint}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'text': {
      const keep = control.digits
        ? (typed: string) => typed.replace(/\D/g, '')
        : (typed: string) => typed;
      return (
        <TextField
          id={name}
          label={label}
          hint={hint}
          error={error}
          value={String(value ?? '')}
          onChange={(event) => onChange(keep(event.target.value))}
          type={control.type ?? 'text'}
          maxLength={control.maxLength}
          inputMode={control.inputMode}
          autoComplete={control.autoComplete ?? 'off'}
          {...(control.letters ? { autoCapitalize: 'characters', spellCheck: false } : {})}
          className={control.width ? `field__input--${control.width}` : undefined}
        />
      );
    }
    default:
      // A state or a date is drawn by its page, in a group with the fields it belongs to.
      throw new Error(`${name}: a ${control.kind} field is drawn by its page`);
  }
}
