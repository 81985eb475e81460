import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationData, ContactInfo } from '../../machines/flow-types';
import type { ProfileId } from '../../profiles/schema';
import { answersUnder, atStep } from '../support/application-fixture';
import { flowUnder, renderStep } from '../support/profile-flow';
import { settingsModule } from '../support/settings-module';

// D58: an applicant with no phone and no e-mail (allowed where the profile's contact rules make
// both optional, D42) is never told we will call or e-mail them, and is not asked to consent
// to it; the words follow what they gave. The confirmation's own words are tested beside it
// (tests/features/enrolment/confirmation/next-steps.test.tsx).

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

beforeAll(async () => {
  await flowUnder('lifeline');
  vi.doUnmock('virtual:carrier-settings');
}, 120_000);

// The fixture's home is in New Mexico: served there, so step 2 asks no state of the provider (D58).
const served = { zipCode: '87105', coverage: { zipCode: '87105', state: 'NM', served: true } };

/** Step 2 again, with the answers the rules ask (its own too, consent ticked). */
function contactAgain(program: ProfileId): ApplicationData {
  const rules = settingsModule(program).programRules;
  const data = atStep('contactInfo');
  const own = { contactInfo: answersUnder(rules).contactInfo };
  return { ...data, answers: answersUnder(rules, { ...data.answers, ...own }) };
}

async function onContact(program: ProfileId, locale: 'en' | 'es' = 'en') {
  return renderStep(
    program,
    '/ContactInfoPage?profileStep=2',
    { application: 'contactInfo' },
    { ...served, application: contactAgain(program) },
    locale,
  );
}

const phone = () => screen.getByLabelText(/^Phone number/);
const email = () => screen.getByLabelText(/^E-mail address/);
const consentBox = () => screen.queryByRole('checkbox', { name: /may contact me/ });

describe('step 2’s contact consent (D31, D58)', { timeout: 30_000 }, () => {
  it('is not asked of someone who gives neither a phone nor an e-mail, who goes on without it', async () => {
    const { user, view } = await onContact('lifeline');
    expect(consentBox()).toBeChecked();
    await user.clear(phone());
    await user.clear(email());
    expect(consentBox()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ application: 'household' })).toBe(true),
    );
    const kept = view.actor.getSnapshot().context.application.answers.contactInfo as ContactInfo;
    expect(kept).toMatchObject({ contactPhoneNumber: '', contactEmail: '', consent: false });
  });

  it('is asked, and required, of someone who gives a phone only', async () => {
    const { user } = await onContact('lifeline');
    await user.clear(email());
    await user.click(consentBox() as HTMLElement);
    expect(consentBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the box to agree that we may contact you about your application',
    );
  });

  it('stays as A §5 has it under the ACP, where both are asked', async () => {
    const { user } = await onContact('acp');
    await user.clear(phone());
    expect(consentBox()).toHaveAccessibleName(
      /may contact me by phone, text message or e-mail about my application/,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your phone number');
  });
});

describe('the zip code’s success page: what to have ready (D58, D40)', () => {
  const onServed = (program: ProfileId) =>
    renderStep(program, '/SuccessZipCodePage?zipCode=87105', { coverage: 'served' }, served);

  it('under Lifeline, a phone or an e-mail only if you have one, and a Tribal ID without an SSN', async () => {
    await onServed('lifeline');
    expect(
      screen.getByText(
        'your home address, and your phone number or e-mail address if you have one (you can apply without them)',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/or your Tribal ID if you have no Social Security number/),
    ).toBeVisible();
    expect(screen.queryByText('your home address, phone number and e-mail address')).toBeNull();
  });

  it('under the ACP, as A has it', async () => {
    await onServed('acp');
    expect(screen.getByText('your home address, phone number and e-mail address')).toBeVisible();
    expect(screen.queryByText(/Tribal ID/)).toBeNull();
  });
});

describe('the status lookup (D58)', () => {
  it('sends no one to messages we may not have sent: the IDs are on the status page too', async () => {
    await renderStep('lifeline', '/CheckEnrollStatusPage', { status: { lookup: 'editing' } }, {});
    expect(
      screen.getByText(
        'Enter your application ID or your eligibility check ID. One of them is enough. You find them on the page that gave your application’s status, and in any message we or the National Verifier sent you.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/in the messages we and the National Verifier sent you/)).toBeNull();
  });
});
