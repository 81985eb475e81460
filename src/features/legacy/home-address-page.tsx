import { Trans } from '@lingui/react/macro';
import { StateControl } from '../../components/step-form/controls/state-control';
import { StepFields } from '../../components/step-form/step-fields';
import { SubmitButton } from '../../components/step-form/submit-button';
import { useFlow } from '../../lib/flow-context';
import { isStateCode } from '../../shared/address/us-states';
import { homeAddressGroups, homeAddressWords } from './home-address-words';
import { LegacyLayout } from './legacy-layout';
import { useLegacyStep } from './use-legacy-step';

const CONTROLS = { state: StateControl };

/** /HomeAdressPage (B §2, §5), drawn from its rows (machines/steps/legacy-home-address.ts). */
export function HomeAddressPage() {
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  // A first visit's home is where the zip code just checked for service is.
  const { form, busy, fields } = useLegacyStep('homeAddress', homeAddressWords, {
    zipCode: coverageZip,
    state: isStateCode(coverageState) ? coverageState : '',
  });
  return (
    <LegacyLayout
      page={1}
      screen="legacyHomeAddress"
      errors={form.errors.summary}
      attempt={form.errors.attempt}
    >
      <p>
        <Trans>
          The address where you live. It cannot be a P.O. box. The National Verifier uses it to
          check that only one benefit goes to each household.
        </Trans>
      </p>
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} groups={homeAddressGroups} controls={CONTROLS} />
        <SubmitButton busy={busy}>
          <Trans>Next</Trans>
        </SubmitButton>
      </form>
    </LegacyLayout>
  );
}
