// Turns each event of the test model into what a person does on the real page (Testing
// Library), and each API outcome into the answer of the pending call. The model's events
// carry the data; the driver types it into the form the page shows.

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import type { SavedEnrolment } from '../../machines/flow-types';
import type { ModelEvent } from './enrolment-model';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Every invoked call waits here until the path says how it ends. */
export function pendingCalls() {
  const pending = new Map<string, Pending>();
  const call = (id: string) =>
    fromPromise<never, unknown>(
      () =>
        new Promise<never>((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const actors = {
    checkCoverage: call('checkCoverage'),
    joinWaitlist: call('joinWaitlist'),
    checkEligibility: call('checkEligibility'),
    checkStatus: call('checkStatus'),
    findTablet: call('findTablet'),
    enrol: call('enrol'),
    transfer: call('transfer'),
    lookUpOrder: call('lookUpOrder'),
    checkLegacyEligibility: call('checkLegacyEligibility'),
  };
  return { pending, actors };
}

const field = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No field #${id} on this page`);
  return element as HTMLInputElement;
};
const fill = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const setChecked = (id: string, checked: boolean) => {
  if (field(id).checked !== checked) fireEvent.click(field(id));
};
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const has = (id: string) => document.getElementById(id) !== null;

function fillDate(id: string, isoOrUs: string) {
  const [year, month, day] = isoOrUs.includes('/')
    ? [isoOrUs.slice(6), isoOrUs.slice(0, 2), isoOrUs.slice(3, 5)]
    : isoOrUs.split('-');
  fill(`${id}-year`, String(Number(year)));
  fill(`${id}-month`, String(Number(month)));
  fill(`${id}-day`, String(Number(day)));
}

function fillAddress(saved: SavedEnrolment) {
  fill('firstName', saved.firstName);
  fill('lastName', saved.lastName);
  fillDate('dob', saved.dob);
  fill('emailAddress', saved.emailAddress);
  fill('contactPhoneNumber', saved.contactPhoneNumber);
  fill('shippingAddress1', saved.shippingAddress1);
  fill('shippingCity', saved.shippingCity);
  fill('shippingState', saved.shippingState);
  fill('shippingZipcode', saved.shippingZipcode);
}

/** Do what `event` stands for on the page on show. */
export async function perform(
  event: ModelEvent,
  harness: {
    navigate: (to: string) => void;
    pending: Map<string, Pending>;
    send: (event: EnrolmentEvent) => void;
  },
) {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    await waitFor(() => expect(harness.pending.has(id)).toBe(true));
    const call = harness.pending.get(id);
    harness.pending.delete(id);
    await act(async () => {
      // A done event's output may be undefined (and absent from JSON): go by the type.
      if (event.type.startsWith('xstate.done.actor.'))
        call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error: unknown }).error);
    });
    return;
  }
  const e = event as EnrolmentEvent;
  await act(async () => {
    switch (e.type) {
      case 'route.visited': {
        const query = new URLSearchParams(e.query).toString();
        harness.navigate(`${e.path}${query ? `?${query}` : ''}`);
        break;
      }
      case 'session.expired':
        // Time passing is not something a person does; the app's timer sends this.
        harness.send(e);
        break;
      case 'zip.submitted':
        fill('zipCode', e.zipCode);
        press('Check my area');
        break;
      case 'coverage.continued':
        press('Next');
        break;
      case 'waitlist.submitted':
        fill('email', e.email);
        fill('phone', e.phone);
        press('Next');
        break;
      case 'waitlist.backed':
        press('Back');
        break;
      case 'restart.confirmed':
        press('Delete my answers and start again');
        break;
      case 'restart.cancelled':
        press('Continue my application');
        break;
      case 'personal.submitted':
        fill('firstName', e.personal.firstName);
        fill('lastName', e.personal.lastName);
        fillDate('dob', e.personal.dob);
        fill('ssn4', e.personal.ssn4);
        fireEvent.click(field(e.personal.language === 'Spanish' ? 'language-1' : 'language-0'));
        press('Continue');
        break;
      case 'contact.submitted': {
        const c = e.contact;
        fill('contactPhoneNumber', c.contactPhoneNumber);
        fill('contactEmail', c.contactEmail);
        setChecked('consent', c.consent);
        fill('address', c.address);
        fill('city', c.city);
        fill('state', c.state);
        fill('zipCode', c.zipCode);
        setChecked('mailingSameAsHome', c.mailingSameAsHome);
        if (!c.mailingSameAsHome) {
          fill('contactAddress', c.contactAddress);
          fill('contactCity', c.contactCity);
          fill('contactState', c.contactState);
          fill('contactZipCode', c.contactZipCode);
        }
        press('Continue');
        break;
      }
      case 'household.submitted':
        fireEvent.click(field(e.household.optionAdult === '1' ? 'optionAdult-0' : 'optionAdult-1'));
        fireEvent.click(
          field(
            e.household.otherAdultReceivesBenefit === '1'
              ? 'otherAdultReceivesBenefit-0'
              : 'otherAdultReceivesBenefit-1',
          ),
        );
        fill('MK1', e.household.MK1);
        fill('MK2', e.household.MK2);
        press('Continue');
        break;
      case 'qualification.submitted': {
        const q = e.qualification;
        const radio = screen
          .getAllByRole('radio')
          .find((input) => (input as HTMLInputElement).value === q.eligibilityProgramCode);
        if (!radio) throw new Error(`No program ${q.eligibilityProgramCode}`);
        fireEvent.click(radio);
        if (q.publicHousingCode) {
          const housing = document.querySelector(
            `input[name="publicHousingCode"][value="${q.publicHousingCode}"]`,
          );
          if (housing) fireEvent.click(housing);
        }
        if (q.schoolName && has('schoolName')) fill('schoolName', q.schoolName);
        press('Continue');
        break;
      }
      case 'tribal.submitted':
        setChecked('checkTribal', e.tribal.checkTribal);
        if (e.tribal.checkTribal) fill('tribalId', e.tribal.tribalId);
        press('Continue');
        break;
      case 'review.edit': {
        const names: Record<string, RegExp> = {
          personalInfo: /^Edit name$/,
          contactInfo: /^Edit phone number$/,
          household: /^Edit whether you live with another adult$/,
          qualification: /^Edit how you qualify$/,
          tribalStatus: /^Edit tribal status$/,
        };
        press(names[e.step] ?? /^Edit/);
        break;
      }
      case 'review.confirmed':
        if (e.ssn4 && has('ssn4')) fill('ssn4', e.ssn4);
        if (e.tribalId && has('tribalId')) fill('tribalId', e.tribalId);
        setChecked('reviewConsent', true);
        press('Continue');
        break;
      case 'agreement.submitted':
        for (const [index, initials] of e.agreement.initials.entries()) {
          fill(`initials${index + 1}`, initials);
        }
        fill('signature', e.agreement.signature);
        setChecked('signatureConsent', e.agreement.signatureConsent);
        press(/^(Continue|Resubmit)$/);
        break;
      case 'status.submitted':
        fill('applicationId', e.applicationId);
        fill('eligibilityCheckId', e.eligibilityCheckId);
        press('Check');
        break;
      case 'status.retried':
        press('Try again');
        break;
      case 'tablet.chosen':
        setChecked('tablet', e.wanted);
        break;
      case 'enrol.requested':
        press(/^(Enroll now|Re-enroll with the Plan only|Resubmit)$/);
        break;
      case 'address.edit':
        press('Change shipping details');
        break;
      case 'address.submitted':
        fillAddress(e.saved);
        press(/^(Continue|Resubmit)$/);
        break;
      case 'transfer.requested':
        setChecked('transferConsent', true);
        press(/^(Transfer|Resubmit)$/);
        break;
      case 'failure.restarted':
        press('Verify Eligibility again');
        break;
      // ---- The short legacy flow
      case 'legacy.started':
        press('Use the short form');
        break;
      case 'legacy.address.submitted': {
        const a = e.homeAddress;
        fill('address', a.address);
        fill('city', a.city);
        fill('state', a.state);
        fill('zipCode', a.zipCode);
        setChecked('mailingDiffers', a.mailingDiffers);
        if (a.mailingDiffers) {
          fill('contactAddress', a.contactAddress);
          fill('contactCity', a.contactCity);
          fill('contactState', a.contactState);
          fill('contactZipCode', a.contactZipCode);
        }
        press('Next');
        break;
      }
      case 'legacy.contact.submitted':
        fill('contactEmail', e.contact.contactEmail);
        fill('contactPhoneNumber', e.contact.contactPhoneNumber);
        press('Next');
        break;
      case 'legacy.question.submitted':
        fireEvent.click(
          field(e.question.medicaidOrSnap === '1' ? 'medicaidOrSnap-0' : 'medicaidOrSnap-1'),
        );
        fill('ssn4', e.question.ssn4);
        press('Next');
        break;
      case 'legacy.personal.submitted':
        fill('firstName', e.personal.firstName);
        fill('middleName', e.personal.middleName);
        fill('lastName', e.personal.lastName);
        if (e.personal.dob) fillDate('dob', e.personal.dob);
        else fill('dob-year', '');
        press('Next');
        break;
      case 'legacy.program.submitted':
        fireEvent.click(field(e.program.inProgram ? 'inProgram-0' : 'inProgram-1'));
        if (e.program.eligibilityProgramCode) {
          const radio = document.querySelector(
            `input[name="eligibilityProgramCode"][value="${e.program.eligibilityProgramCode}"]`,
          );
          if (!radio) throw new Error(`No program ${e.program.eligibilityProgramCode}`);
          fireEvent.click(radio);
        }
        press('Next');
        break;
      case 'legacy.identity.submitted': {
        const id = e.identity;
        fireEvent.click(field(id.method === 'ssn' ? 'method-0' : 'method-1'));
        if (id.method === 'ssn') {
          if (e.ssn4) fill('ssn4', e.ssn4);
        } else {
          fill('documentType', id.documentType);
          fill('documentNumber', id.documentNumber);
          const photo = new File(['photo'], id.photoName || 'document.png', { type: 'image/png' });
          fireEvent.change(field('photo'), { target: { files: [photo] } });
        }
        press('Next');
        break;
      }
      case 'legacy.review.edit':
        press(/^Edit/);
        break;
      case 'legacy.review.back':
        press(/^Back/);
        break;
      case 'legacy.review.confirmed':
        if (e.ssn4 && has('ssn4')) fill('ssn4', e.ssn4);
        if (e.documentNumber && has('documentNumber')) fill('documentNumber', e.documentNumber);
        press(/^(Next|Resubmit)$/);
        break;
      case 'legacy.plan.requested':
        press('Choose your plan');
        break;
    }
  });
}
