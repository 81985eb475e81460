import type { Snapshot } from '../tests/model/enrolment-model';

// What a person sees as the page's h1 in each state, in English, taken from the page
// components (src/features/**). Written out here rather than read from the app, so a heading
// that changes by mistake fails the path suite.

type Rule = [state: unknown, heading: RegExp | ((s: Snapshot) => RegExp)];

const rules: Rule[] = [
  ['idle', /^Stay Connected$/],
  [{ coverage: 'confirmingRestart' }, /^Start a new application\?$/],
  [{ coverage: 'zipEntry' }, /^Check if we serve your area$/],
  [{ coverage: 'served' }, /^Congratulations, we provide service in your area$/],
  [
    { coverage: 'notServed' },
    (s) =>
      s.context.coverage?.state
        ? /^Sorry, we do not provide service in .+ yet$/
        : /^Sorry, we could not find zip code \d{5}$/,
  ],
  [{ application: 'personalInfo' }, /^About you$/],
  [{ application: 'contactInfo' }, /^How can we contact you\?$/],
  [{ application: 'household' }, /^Your household$/],
  [{ application: 'qualification' }, /^How do you qualify\?$/],
  [{ application: 'tribalStatus' }, /^Do you live on Tribal lands\?$/],
  [{ application: 'verify' }, /^Check your answers$/],
  [{ application: 'agreement' }, /^Sign your application$/],
  [{ verifierReturn: 'notChecked' }, /^We could not check your eligibility$/],
  [{ verifierReturn: 'checking' }, /^Checking your eligibility$/],
  [{ status: 'lookup' }, /^Check Application Status$/],
  [{ status: 'reviewing' }, /^Reviewing$/],
  [{ status: 'rejected' }, /^We could not confirm your application$/],
  [{ status: 'expired' }, /^Your Application (\S+ )?has been Expired$/],
  [{ enrolment: 'confirmAddress' }, /^Confirm your shipping and enrolment details$/],
  [{ enrolment: 'offer' }, /^Congratulation, you are qualified$/],
  [{ enrolment: 'planOnly' }, /^Congratulation, you are qualified$/],
  [{ transfer: 'confirmAddress' }, /^Confirm your details for the transfer$/],
  [{ transfer: 'offer' }, /^You are already enrolled in ACP$/],
  [
    'completed',
    (s) =>
      s.context.order
        ? /^Thank you(! You are enrolled|! Your transfer is done| for your order)$/
        : /^Order not found$/,
  ],
  [{ failed: 'enrolment' }, /^Enrollment failure$/],
  [{ failed: 'transfer' }, /^Transfer failure$/],
  [{ legacy: 'homeAddress' }, /^Your home address$/],
  [{ legacy: 'contactInformation' }, /^How can we contact you\?$/],
  [{ legacy: 'question' }, /^Benefits and Social Security number$/],
  [{ legacy: 'personalInformation' }, /^About you$/],
  [{ legacy: 'confirmProgram' }, /^Your program$/],
  [{ legacy: 'identity' }, /^Confirm who you are$/],
  [{ legacy: 'review' }, /^Check your answers$/],
  [{ legacy: 'tribalLands' }, /^Your household qualifies$/],
  [{ legacy: 'notVerified' }, /^We could not verify that you are eligible$/],
  // The sandbox's stand-ins for the National Verifier and a provider's hand-off page.
  ['leaving', /\S/],
];

/** The h1 the page must show in this state; throws for a state nobody wrote a heading for. */
export function expectedHeading(s: Snapshot): RegExp {
  for (const [state, heading] of rules) {
    if (s.matches(state as never)) return typeof heading === 'function' ? heading(s) : heading;
  }
  throw new Error(
    `No expected heading for state ${JSON.stringify(s.value)}: add one to e2e/screen-headings.ts`,
  );
}
