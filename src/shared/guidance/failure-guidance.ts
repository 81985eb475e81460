import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure, ApiFailureKind } from '../../../machines/flow-types';
import { providerWordsLabel, transportHeadlines } from './failure-headlines';
import { pendingHeadlines, reviewNextSteps } from './pending-headlines';

// D30: one table of what the applicant is told for every status, code and transport failure
// the provider API can give (provider-api.md, A §4, B §8): what happened and what to do next.
// The screens render it with the carrier's support line and the profile's document lists
// (guidance-panel.tsx); docs/failure-guidance.md is generated from it (scripts/guidance-docs.ts).

/** Which of the profile's document lists (profiles/schema.ts DocumentSchema) to prepare. */
export type DocumentGroup = 'program' | 'income' | 'identity';

export interface Guidance {
  /** What happened, in one sentence. */
  what: MessageDescriptor;
  /** What to do next, in order. */
  next: readonly MessageDescriptor[];
  /** Documents to prepare, from the build's profile. */
  documents?: readonly DocumentGroup[];
  /** The documents go to the National Verifier (its resolution link, when the answer has one). */
  upload?: boolean;
  /** Our support line (phone and hours) is part of the next step. */
  call?: boolean;
}

const callIfStuck = msg`If it still does not work, call us: we can finish your application with you.`;
const prepareBelow = msg`Prepare the documents listed below. A clear photo or scan of each is enough.`;
const uploadAtVerifier = msg`Upload them on the National Verifier’s website (the button below takes you there), or send copies by mail as that website explains.`;
const checkIdsAgain = msg`Check that the IDs are typed exactly as you received them, then check again.`;
const startAgain = msg`Start a new application. It takes about ten minutes.`;
const referralRefused: Guidance = {
  what: msg`The referral code was not accepted.`,
  next: [msg`Check the code with whoever gave it to you, or apply without it.`],
};

/** Every status of the eligibility check and the status lookup (A §4, B §4). */
export const eligibilityStatusGuidance = {
  COMPLETE: {
    what: msg`Your household qualifies.`,
    next: [msg`Choose your plan and enroll.`],
  },
  PENDING_RESOLUTION: {
    what: pendingHeadlines.PENDING_RESOLUTION,
    next: [
      prepareBelow,
      uploadAtVerifier,
      msg`Do it before the date shown; after it the application closes and you must start again.`,
    ],
    documents: ['identity', 'program', 'income'],
    upload: true,
    call: true,
  },
  PENDING_CONTINUED_ELIGIBILITY: {
    what: pendingHeadlines.PENDING_CONTINUED_ELIGIBILITY,
    next: [
      msg`Follow the link to the National Verifier and answer its questions.`,
      msg`Have proof of your program or income ready (listed below).`,
    ],
    documents: ['program', 'income'],
    upload: true,
  },
  PENDING_CONTINUED_ELIGIBILITY_BATCH: {
    what: pendingHeadlines.PENDING_CONTINUED_ELIGIBILITY_BATCH,
    next: [
      msg`Follow the link to the National Verifier and answer its questions.`,
      msg`Have proof of your program or income ready (listed below).`,
    ],
    documents: ['program', 'income'],
    upload: true,
  },
  PENDING_CERT: {
    what: pendingHeadlines.PENDING_CERT,
    next: [
      msg`Follow the link to the National Verifier and sign there.`,
      msg`Then come back here to enroll.`,
    ],
  },
  IN_PROGRESS: {
    what: pendingHeadlines.IN_PROGRESS,
    next: reviewNextSteps,
  },
  PENDING_REVIEW: {
    what: pendingHeadlines.PENDING_REVIEW,
    next: reviewNextSteps,
  },
  APP_CLOSED_OR_EXPIRED: {
    what: msg`Your application has expired or was closed.`,
    next: [startAgain, msg`Have your documents ready so you can finish it in one go.`],
    documents: ['identity', 'program', 'income'],
  },
  APPLICATION_NOT_FOUND: {
    what: msg`We could not find an application with these IDs.`,
    next: [checkIdsAgain, msg`If you do not have your IDs, start a new application.`],
    call: true,
  },
  SUCCESSFUL: {
    what: msg`Your household qualifies.`,
    next: [msg`Continue to choose your plan.`],
  },
  FAILURE: {
    what: msg`The National Verifier could not confirm that your household qualifies.`,
    next: [
      msg`Check your answers and apply again, or prove that you qualify with the documents listed below.`,
    ],
    documents: ['program', 'income', 'identity'],
    upload: true,
    call: true,
  },
} as const satisfies Record<string, Guidance>;

/** Error codes of the eligibility answers (`error` or `errors[].code`, provider-api.md). */
export const eligibilityErrorGuidance = {
  INVALID_TRIBAL_ID: {
    what: msg`The Tribal ID you entered was not accepted.`,
    next: [
      msg`Check the ID on your Tribal card and enter it again on the Tribal step.`,
      msg`If you do not live on Tribal lands, untick the Tribal box.`,
    ],
  },
  STATE_NOT_SUPPORTED: {
    what: msg`We do not offer service in the state of the address you gave.`,
    next: [
      msg`Check the state in your home address and correct it if it is wrong.`,
      msg`If it is right, we cannot serve you there yet.`,
    ],
    call: true,
  },
  INVALID_RESELLER_CODE: referralRefused,
  // Issue 39: the status lookup is limited per device (any 429 reads as this code).
  TOO_MANY_REQUESTS: {
    what: msg`Too many checks were made from this device in a short time.`,
    next: [msg`Wait a minute, then press the button again. What you typed is kept.`],
  },
  BAD_REQUEST: {
    what: msg`Some of your answers were not in a form the provider accepts.`,
    next: [msg`Check your answers, correct what the provider’s message names, then try again.`],
    call: true,
  },
} as const satisfies Record<string, Guidance>;

/** National Verifier codes of a PENDING_RESOLUTION answer's `failures[]`. */
export const verifierFailureGuidance = {
  TPIV_FAIL_NAME_SSN4: {
    what: msg`Your name did not match the last four digits of your Social Security number in government records.`,
    next: [
      msg`Check that your name is written exactly as on your Social Security card.`,
      msg`Prepare a document that proves who you are and upload it at the National Verifier.`,
    ],
    documents: ['identity'],
    upload: true,
  },
  TPIV_FAIL_DOB: {
    what: msg`Your date of birth could not be confirmed in government records.`,
    next: [
      msg`Prepare a document that shows your date of birth, such as a driver’s license, a passport or a birth certificate.`,
      msg`Upload it at the National Verifier.`,
    ],
    documents: ['identity'],
    upload: true,
  },
  TPIV_FAIL_IDENTITY_NOT_FOUND: {
    what: msg`No government record was found that confirms who you are.`,
    next: [msg`Prepare a document that proves who you are and upload it at the National Verifier.`],
    documents: ['identity'],
    upload: true,
  },
  TPIV_FAIL_DECEASED: {
    what: msg`Government records list the person with these details as deceased.`,
    next: [
      msg`If this is a mistake, prepare a document that proves who you are and upload it at the National Verifier.`,
    ],
    documents: ['identity'],
    upload: true,
    call: true,
  },
  AMS_FAIL: {
    what: msg`Your home address could not be confirmed.`,
    next: [
      msg`Check that your home address is complete, with the apartment or unit number.`,
      msg`Prepare a document that shows your address: a utility bill, a lease, a mortgage statement or a letter from a government agency.`,
      msg`Upload it at the National Verifier.`,
    ],
    upload: true,
  },
  DUPLICATE_ADDRESS: {
    what: msg`Someone at your address already gets the benefit.`,
    next: [
      msg`If you and that person do not share money for bills and food, you are a separate household: say so on the household worksheet at the National Verifier.`,
    ],
    upload: true,
  },
  STATE_FED_FAIL: {
    what: msg`Your program or income could not be confirmed in state or federal records.`,
    next: [
      msg`Prepare a document that proves you take part in the program you chose, or proof of your income.`,
      msg`Upload it at the National Verifier.`,
    ],
    documents: ['program', 'income'],
    upload: true,
  },
  DUPLICATE_SUBSCRIBER: {
    what: msg`You already get the benefit, through us or another company.`,
    next: [
      msg`You can move (transfer) your benefit to us, or keep it where it is.`,
      msg`Call us if you want to transfer.`,
    ],
    call: true,
  },
} as const satisfies Record<string, Guidance>;

/** Body codes of the enrol and transfer answers (B §8), and the app's own IDEMPOTENCY_KEY_REUSED. */
export const enrolmentCodeGuidance = {
  APPLICATION_NOT_FOUND: {
    what: msg`Your application could not be found when we tried to enroll you.`,
    next: [
      msg`Verify your eligibility again: the button below starts it.`,
      msg`If it happens again, call us.`,
    ],
    call: true,
  },
  INVALID_APPLICATION_ID: {
    what: msg`Your application ID was not accepted for enrollment.`,
    next: [
      msg`Verify your eligibility again: the button below starts it.`,
      msg`If it happens again, call us.`,
    ],
    call: true,
  },
  INELIGIBLE_FOR_TRANSFER: {
    what: msg`Your benefit cannot be moved (transferred) to us at the moment.`,
    next: [
      msg`Call us to find out why and when you can try again.`,
      msg`Your benefit stays with your current company until then.`,
    ],
    call: true,
  },
  CANNOT_UPDATE_DEVICE: {
    what: msg`The device cannot be added to your benefit.`,
    next: [msg`You can still enroll in the plan without the device: use the button below.`],
  },
  DUPLICATE: {
    what: msg`You already get the benefit through another company.`,
    next: [msg`You can move (transfer) it to us on the next page.`],
  },
  // D53: where the rules ask the household worksheet, the household step opens with this.
  DUPLICATE_ADDRESS: {
    what: msg`Someone else at your home address already gets the benefit.`,
    next: [
      msg`If you do not share money (income and expenses) with them, you are a separate household: say so on the household step of your application, sign again, and we check your application again.`,
      msg`If you share money with them, your household already has its one benefit.`,
    ],
  },
  IDEMPOTENCY_KEY_REUSED: {
    what: msg`We could not send your enrollment because the same request was already used with other details.`,
    next: [msg`Please check your details and try again.`, msg`If it happens again, call us.`],
    call: true,
  },
  INVALID_ZIP: {
    what: msg`The shipping zip code was not accepted.`,
    next: [msg`Check the zip code of your shipping address, correct it and try again.`],
  },
  INVALID_DOB: {
    what: msg`The date of birth was not accepted.`,
    next: [msg`Check your date of birth, correct it and try again.`],
    call: true,
  },
  INVALID_RESELLER_CODE: referralRefused,
  // provider-api.md, additions of 2026-11-27: the enrolment names another person, birth date
  // or program than the application.
  APPLICATION_MISMATCH: {
    what: msg`The details sent with your enrollment do not match your application.`,
    next: [
      msg`Check your name and date of birth: they must be exactly as you gave them when you applied. Correct them, then try again.`,
      msg`If they are right, start a new application.`,
    ],
    call: true,
  },
  // Issue 39: after five enrollments that did not match the application, it is locked; only
  // the carrier's support, who can check who is calling, can help.
  APPLICATION_LOCKED: {
    what: msg`Your application is locked because too many enrollments were sent with details that do not match it.`,
    next: [
      msg`Nothing more can be sent online for this application. Call us: we will check who you are and help you finish.`,
    ],
    call: true,
  },
  DEVICE_NOT_FOUND: {
    what: msg`The device is no longer available.`,
    next: [msg`Enroll in the plan without the device, or call us.`],
    call: true,
  },
} as const satisfies Record<string, Guidance>;

/** When no answer could be used (D3, D22): the kind of failure, and a 5xx or a 4xx. */
export const transportGuidance = {
  timeout: {
    what: transportHeadlines.timeout,
    next: [msg`Wait a minute, then press the button again.`, callIfStuck],
    call: true,
  },
  network: {
    what: transportHeadlines.network,
    next: [
      msg`Make sure your phone or computer is online (Wi-Fi or mobile data), then press the button again.`,
    ],
  },
  server: {
    what: transportHeadlines.server,
    next: [msg`Nothing you entered was lost. Try again in a few minutes.`, callIfStuck],
    call: true,
  },
  malformed: {
    what: transportHeadlines.malformed,
    next: [msg`Nothing you entered was lost. Try again in a few minutes.`, callIfStuck],
    call: true,
  },
  rejected: {
    what: transportHeadlines.rejected,
    next: [msg`Check your answers, then try again.`, callIfStuck],
    call: true,
  },
  'unsafe-link': {
    what: transportHeadlines['unsafe-link'],
    next: [],
    call: true,
  },
} as const satisfies Record<ApiFailureKind, Guidance>;

/** D30: a code we do not know gets a general message, and the provider's words beside it. */
export const unknownCodeGuidance: Guidance = {
  what: msg`The provider could not accept your application as it is.`,
  next: [
    msg`Read the provider’s message below: it may say what to change.`,
    msg`If it does not say what to do, call us and we will look at it with you.`,
  ],
  call: true,
};

// Eager (failure-headlines.tsx): a toast labels the provider's words before this table arrives.
export { providerWordsLabel };

/** The expiry of a PENDING_RESOLUTION answer. */
export const resolveByLabel = msg`Send what the National Verifier asks for by`;

/** The tables by part of the contract, for the generated docs and the completeness test. */
export const guidanceTables = {
  eligibilityStatus: eligibilityStatusGuidance,
  eligibilityError: eligibilityErrorGuidance,
  verifierFailure: verifierFailureGuidance,
  enrolmentCode: enrolmentCodeGuidance,
  transport: transportGuidance,
} as const;

const lookup = (table: Record<string, Guidance>, code: string | undefined) =>
  code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined;

/** Guidance for a status or error code of the eligibility answers; undefined if unknown. */
export function eligibilityGuidance(code: string | undefined): Guidance | undefined {
  return lookup(eligibilityErrorGuidance, code) ?? lookup(eligibilityStatusGuidance, code);
}

/** Guidance for a body code of the enrol and transfer answers; any *DUPLICATE* code is one. */
export function enrolmentGuidance(code: string | undefined): Guidance | undefined {
  const known = lookup(enrolmentCodeGuidance, code);
  if (known) return known;
  return code?.includes('DUPLICATE') ? enrolmentCodeGuidance.DUPLICATE : undefined;
}

/** Guidance for a National Verifier failure code; a code we do not know gets the general one. */
export function verifierGuidance(code: string): Guidance {
  return lookup(verifierFailureGuidance, code) ?? unknownCodeGuidance;
}

/** What to tell the applicant about a failed call or a refused answer. */
export function failureGuidance(failure: ApiFailure): Guidance {
  const known =
    eligibilityGuidance(failure.code) ??
    enrolmentGuidance(failure.code) ??
    lookup(verifierFailureGuidance, failure.code);
  if (known) return known;
  // A code we do not know (D30); a refusal without one is the general "went wrong" below.
  if (failure.kind === 'rejected' && failure.code) return unknownCodeGuidance;
  return transportGuidance[failure.kind];
}
