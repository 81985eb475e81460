import { useLingui } from '@lingui/react/macro';
import { stateOptions } from '../../../shared/address/us-states';
import { SelectField } from '../../select-field';
import type { ControlViewProps } from './control-view';

/** A state selector (A §3's 59 codes), named in the language on show. */
export function StateControl(props: ControlViewProps) {
  const { t } = useLingui();
  const { name, label, hint, error, value, onChange, context } = props;
  const control = props.control as ControlViewProps<'state'>['control'];
  return (
    <SelectField
      id={name}
      label={label}
      hint={hint}
      error={error}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t`Choose a state`}
      options={stateOptions(context.i18n.locale)}
      autoComplete={control.autoComplete ?? 'address-level1'}
    />
  );
}
