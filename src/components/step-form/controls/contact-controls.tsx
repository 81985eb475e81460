import { EmailField } from '../../../shared/contact/email-field';
import { PhoneField } from '../../../shared/contact/phone-field';
import type { ControlViewProps } from './control-view';

const bound = ({ name, value, error, onChange }: ControlViewProps) => ({
  id: name,
  value: String(value ?? ''),
  error,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
});

/** A phone number of ten digits, kept as typed or pasted (D9). */
export function PhoneControl(props: ControlViewProps) {
  return (
    <PhoneField
      {...bound(props)}
      label={String(props.label)}
      hint={String(props.hint ?? '')}
      typing="digits"
    />
  );
}

/** An e-mail address as every form asks it. */
export function EmailControl(props: ControlViewProps) {
  return <EmailField {...bound(props)} label={String(props.label)} />;
}
