import { useLingui } from '@lingui/react/macro';
import type { Ssn4Text } from '../../shared/person/ssn4-field';

/** The SSN digits' words on the question page and the ID page (the short form's catalog). */
export function useSsn4Text(): Ssn4Text {
  const { t } = useLingui();
  return {
    label: t`Last 4 digits of your Social Security number`,
    hint: t`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`,
    notice: t`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
  };
}
