import { programRules } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import {
  EmailControl,
  PhoneControl,
} from '../../../components/step-form/controls/contact-controls';
import { StateControl } from '../../../components/step-form/controls/state-control';
import { ProviderFailure } from '../../../components/step-form/provider-failure';
import { StepFields } from '../../../components/step-form/step-fields';
import { SubmitButton } from '../../../components/step-form/submit-button';
import { useListStep } from '../../../components/step-form/use-list-step';
import { useFlow } from '../../../lib/flow-context';
import { ElsewhereLinks } from '../../../shared/address/elsewhere-links';
import { isStateCode, stateName } from '../../../shared/address/us-states';
import { StepLayout } from '../step-layout';
import { contactInfoGroups, contactInfoWords } from './contact-info-words';

const CONTROLS = { phone: PhoneControl, email: EmailControl, state: StateControl };

/** Step 2 (A §5, D9, D42, D43), drawn from the step's rows. */
export function ContactInfoPage() {
  const coverageZip = useFlow((snapshot) => snapshot.context.zipCode);
  const coverageState = useFlow((snapshot) => snapshot.context.coverage?.state ?? '');
  const unservedState = useFlow((snapshot) => snapshot.context.unservedState);
  const failure = useFlow((snapshot) => snapshot.context.failure);
  // The home address is in the area whose coverage was just checked.
  const { form, busy, fields } = useListStep('contactInfo', contactInfoWords, {
    zipCode: coverageZip,
    state: isStateCode(coverageState) ? coverageState : '',
    mailingSameAsHome: true,
  });
  return (
    <StepLayout step="contactInfo" errors={form.errors.summary} attempt={form.errors.attempt}>
      <p>
        <Trans>
          We use these details to tell you about your application and to send you anything you
          order.
        </Trans>
      </p>
      {/* D42: how the provider reaches someone with neither a phone nor an e-mail address. */}
      {programRules.contact.phoneAndEmailOptional && (
        <p>
          <Trans>
            Give a phone number and an e-mail address if you have them. If you have neither, leave
            both empty: we will write to you about your application by mail, at your mailing
            address.
          </Trans>
        </p>
      )}
      {unservedState && <UnservedState state={unservedState} />}
      <form noValidate onSubmit={form.submit} className="form">
        <StepFields {...fields} groups={contactInfoGroups} controls={CONTROLS} />
        <SubmitButton busy={busy}>
          <Trans>Continue</Trans>
        </SubmitButton>
        {!busy && <ProviderFailure failure={failure} />}
      </form>
    </StepLayout>
  );
}

/**
 * D58: the provider does not serve the home state given, said here before any later step,
 * with D49's links. It takes focus when it appears, so the applicant hears it at once.
 */
function UnservedState({ state }: { state: string }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again for another state
  useEffect(() => {
    ref.current?.focus();
  }, [state]);
  const place = isStateCode(state) ? stateName(state, i18n.locale) : state;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="notice notice--error"
      aria-labelledby="unserved-heading"
    >
      <div role="alert">
        <h2 id="unserved-heading">
          <Trans>We do not serve {place} yet</Trans>
        </h2>
        <p>
          <Trans>If you live somewhere else, correct your home address below.</Trans>
        </p>
      </div>
      <ElsewhereLinks headingLevel={3} />
    </section>
  );
}
