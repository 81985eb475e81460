import { programOf } from './application-binding.ts';
import type { ApplicationRow } from './applications-store.ts';
import type { Answer } from './eligibility-answer.ts';
import { type HomeKey, homeKey } from './home-address.ts';
import type { TransferBody } from './request-schemas.ts';
import type { SandboxDb } from './sandbox-db.ts';
import { type BodyCode, ENROLMENT_RULES, type EnrolmentCall } from './scenarios.ts';

// D53, NLAD's part: one benefit per household, judged on the home address; one enrolment per
// person. Runs in the enrolment's transaction (enrolment-routes.ts), after the request was
// found to be its application's.

/** The home an enrolment is for, as the sandbox keeps it with the subscriber. */
export type Home = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  urbanization: string;
};

/**
 * The home address the enrolment sends (`primary*`, D52); from one that sends none (an ACP
 * enrolment, an older client), the home its check named. Never the shipping address: mail
 * may go to a P.O. box, or to a relative's.
 */
export function homeOf(data: TransferBody, application: ApplicationRow): Home {
  if (data.primaryAddress1) {
    return {
      address1: data.primaryAddress1,
      address2: data.primaryAddress2 ?? '',
      city: data.primaryCity ?? '',
      state: (data.primaryState ?? '').toUpperCase(),
      zipCode: data.primaryZipCode ?? '',
      urbanization: data.primaryUrbanizationCode ?? '',
    };
  }
  return {
    // A check stored before schema 6 kept no home address: its zip code is all there is.
    address1: application.home_address1 ?? '',
    address2: application.home_address2 ?? '',
    city: application.home_city ?? '',
    state: application.state,
    zipCode: application.zip_code,
    urbanization: application.home_urbanization ?? '',
  };
}

export const keyOfHome = (home: Home): HomeKey =>
  homeKey({
    address1: home.address1,
    address2: home.address2,
    zipCode: home.zipCode,
    urbanization: home.urbanization,
  });

function rule(r: { http: number; body: readonly BodyCode[]; message: string }): Answer {
  return { http: r.http, body: { status: r.http, message: r.message, body: r.body } };
}

const enrolledBy = (db: SandboxDb, sql: string, ...values: unknown[]) =>
  db.prepare(`SELECT id FROM subscribers WHERE ${sql} LIMIT 1`).get(...values) !== undefined;

/** A subscriber at this home: the same key, or the same but for a street type left out. */
export function homeEnrolled(db: SandboxDb, home: HomeKey): boolean {
  return enrolledBy(
    db,
    'household_key = ? OR (household_base = ? AND (household_typed = 0 OR ? = 0))',
    home.key,
    home.base,
    home.typed ? 1 : 0,
  );
}

/**
 * Why this enrolment or transfer may not go on, or undefined. In order: the application is
 * already enrolled; its person already holds an enrolment (at any address); its home already
 * has the benefit and it does not certify a separate household (`iehFlag: "1"`, D44).
 *
 * An enrolment by a person already enrolled is DUPLICATE_SUBSCRIBER, which the app answers
 * with the transfer; a transfer by one who is already our subscriber has nothing to move. A
 * LIFELINE request at a home that has the benefit is DUPLICATE_ADDRESS, which the app answers
 * with the household worksheet; an ACP one keeps the answers the ACP app knows (B §8).
 */
export function oneBenefitRefusal(
  db: SandboxDb,
  call: EnrolmentCall,
  data: TransferBody,
  application: ApplicationRow,
  home: HomeKey,
): Answer | undefined {
  const person = application.person_key;
  const sameApplication = enrolledBy(db, 'application_id = ?', data.applicationId);
  const samePerson = person !== null && enrolledBy(db, 'person_key = ?', person);
  if (sameApplication || samePerson) {
    return rule(
      call === 'enroll' ? ENROLMENT_RULES.duplicateEnrolment : ENROLMENT_RULES.alreadyOurSubscriber,
    );
  }
  if (data.iehFlag === '1' || !homeEnrolled(db, home)) return undefined;
  if (programOf(data) === 'LIFELINE') return rule(ENROLMENT_RULES.duplicateAddress);
  return rule(
    call === 'enroll' ? ENROLMENT_RULES.duplicateEnrolment : ENROLMENT_RULES.alreadyOurSubscriber,
  );
}
