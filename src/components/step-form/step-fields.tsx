import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Control, FieldList, Given, RuleContext } from '../../../machines/fields/field-list';
import { controlOf, shownFields, yesNoValues } from '../../../machines/fields/field-list';
import { CheckboxField } from '../checkbox-field';
import { RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import type { ControlView } from './controls/control-view';
import { groupId } from './field-targets';
import {
  type FieldWords,
  type GroupWords,
  type RichWords,
  say,
  show,
  type WordContext,
} from './field-words';

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
  /** The words of the list's groups (each a fieldset), by the rows' `group`. */
  groups?: Readonly<Record<string, GroupWords>>;
  form: FieldsForm;
  ruleContext: RuleContext;
  wordContext: WordContext;
  custom?: Readonly<Record<string, CustomField>>;
  /**
   * The controls this page asks with besides text, yes/no, choices and boxes (a date, a
   * state, a phone number, an e-mail), so a page loads the code of its own controls only.
   */
  controls?: Partial<Readonly<Record<Control['kind'], ControlView>>>;
  /** The answer kept for this step (a reload's): a secret kept empty is asked again (D14). */
  kept?: Given | null;
}

/**
 * A step's standard fields, drawn from its rows in the list's order: each asked now (by the
 * rules and the answers typed so far), with its words, its message and its intro; the rows of
 * a group in one fieldset.
 */
export function StepFields(props: StepFieldsProps) {
  const { list, form, ruleContext, groups = {} } = props;
  const shown = shownFields(list, form.values, ruleContext);
  const runs: { group: string | undefined; names: string[] }[] = [];
  for (const name of shown) {
    const group = list[name]?.group;
    const last = runs.at(-1);
    if (last && group !== undefined && last.group === group) last.names.push(name);
    else runs.push({ group, names: [name] });
  }
  return runs.map(({ group, names }) => {
    const fields = names.map((name) => (
      <ListedField key={name} name={name} shownGroups={runs} {...props} />
    ));
    const words = group === undefined ? undefined : groups[group];
    if (!group || !words) return fields;
    const context = props.wordContext;
    const hint = words.hint === undefined ? undefined : show(words.hint, context);
    const hintId = hint === undefined ? undefined : `${groupId(group)}-hint`;
    const legend = say(words.legend, context);
    // A group revealed by a box is drawn under it, as GOV.UK's conditional reveal.
    const revealed = names.every((name) => list[name]?.when !== undefined);
    return (
      <fieldset
        key={group}
        id={groupId(group)}
        className={revealed ? 'fieldset choice__reveal' : 'fieldset'}
        aria-describedby={hintId}
      >
        <legend className="fieldset__legend">{words.heading ? <h2>{legend}</h2> : legend}</legend>
        {hint !== undefined && (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        )}
        {fields}
      </fieldset>
    );
  });
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
  controls: views = {},
  kept = null,
  shownGroups,
}: StepFieldsProps & { name: string; shownGroups: readonly { group: string | undefined }[] }) {
  const row = list[name];
  const text = words[name];
  if (!row || !text) return null;
  const control = controlOf(row, ruleContext.rules);
  const error = form.errors.message(name as never);
  const controls = control.kind === 'checkbox' ? control.controls : undefined;
  // D14: a number kept without its value (a reload) is asked again, saying why.
  const forgotten =
    row.secret === true &&
    text.forgotten !== undefined &&
    kept !== null &&
    name in kept &&
    kept[name] === '';
  const field =
    control.kind === 'custom' ? (
      custom[name]?.({ name, error })
    ) : (
      <Field
        name={name}
        control={control}
        words={text}
        forgotten={forgotten}
        context={context}
        value={form.values[name]}
        error={error}
        onChange={(value) => form.set(name as never, value as never)}
        ruleContext={ruleContext}
        view={views[control.kind]}
        // Only while the group is there: a reference to a missing id is an axe failure.
        controls={
          controls && shownGroups.some(({ group }) => group === controls)
            ? groupId(controls)
            : undefined
        }
      />
    );
  const after = text.after === undefined ? null : show(text.after, context);
  const before = text.before?.(context) ?? null;
  if (!text.intro) {
    return (
      <>
        {before}
        {field}
        {after}
      </>
    );
  }
  const intro = (
    <>
      {before}
      {text.intro.heading && <h2>{say(text.intro.heading, context)}</h2>}
      {text.intro.text && <p>{show(text.intro.text, context)}</p>}
      {field}
      {after}
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
  /** The page's own control of this kind, when it is not one of the form's own. */
  view: ControlView | undefined;
  /** Kept without its value after a reload: its words say so before the hint (D14). */
  forgotten: boolean;
  controls: string | undefined;
}

const optional = (words: RichWords | undefined, context: WordContext) =>
  words === undefined ? undefined : show(words, context);

function Field({
  name,
  control,
  words,
  context,
  value,
  error,
  onChange,
  ruleContext,
  view: View,
  forgotten,
  controls,
}: FieldProps) {
  const { t } = useLingui();
  const label = show(words.label, context);
  const plainHint = optional(words.hint, context);
  const hint =
    forgotten && words.forgotten !== undefined ? (
      <>
        <strong>{say(words.forgotten, context)}</strong> {plainHint}
      </>
    ) : (
      plainHint
    );
  if (View) {
    return (
      <View
        name={name}
        control={control}
        label={label}
        hint={hint}
        error={error}
        value={value}
        onChange={onChange}
        context={context}
        ruleContext={ruleContext}
      />
    );
  }
  switch (control.kind) {
    case 'yesNo': {
      // The radios say yes and no; the answer holds what each means (A §3's '1' and '2').
      const [yes, no] = yesNoValues(control);
      return (
        <RadioGroup
          name={name}
          legend={label}
          hint={hint}
          error={error}
          value={value === yes ? 'yes' : value === no ? 'no' : ''}
          onChange={(choice) => onChange(choice === 'yes' ? yes : no)}
          options={[
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]}
          inline
        />
      );
    }
    case 'choice':
      return (
        <RadioGroup
          name={name}
          legend={label}
          hint={hint}
          error={error}
          value={String(value ?? '')}
          onChange={onChange}
          options={control.options(ruleContext.rules).map((option) => {
            const hint = words.optionHints?.[option];
            return {
              value: option,
              label: words.options?.[option] ? show(words.options[option], context) : option,
              ...(hint !== undefined && { hint: show(hint, context) }),
            };
          })}
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
          aria-controls={controls}
        />
      );
    case 'text': {
      const keep = control.digits
        ? (typed: string) => typed.replace(/\D/g, '').slice(0, control.maxLength)
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
      // A page gives the other kinds (StepFields' `controls`), and draws a custom one itself.
      throw new Error(`${name}: the page gives no ${control.kind} control`);
  }
}
