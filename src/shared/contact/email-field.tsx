import type { BoundField } from '../../components/step-form/use-step-form';
import { TextField } from '../../components/text-field';
import { contactLimits } from '../rules/contact-rules';

export interface EmailFieldProps extends BoundField {
  /** From the page, whose catalog holds it. */
  label: string;
}

/** An e-mail address as every form asks it: the e-mail keyboard, autofill, no corrections. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      autoComplete="email"
      maxLength={contactLimits.email}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
