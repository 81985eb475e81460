import { D7_YOUNGEST, type DateParts } from '../../../../machines/answers/birth-date';
import { DateOfBirthField } from '../../date-of-birth-field';
import type { ControlViewProps } from './control-view';

/** D7's month, day and year selects. */
export function DateControl(props: ControlViewProps) {
  const { name, label, value, onChange, error, ruleContext } = props;
  const control = props.control as ControlViewProps<'date'>['control'];
  return (
    <DateOfBirthField
      id={name}
      legend={label}
      value={value as DateParts}
      onChange={onChange}
      error={error}
      today={ruleContext.today}
      youngest={control.youngest?.(ruleContext.rules) ?? D7_YOUNGEST}
      ownBirthday={control.ownBirthday ?? true}
    />
  );
}
