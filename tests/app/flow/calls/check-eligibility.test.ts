import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationData } from '../../../../machines/flow-types';
import { acpProfile } from '../../../../profiles/acp';
import { lifelineProfile } from '../../../../profiles/lifeline';
import type { ProfileId } from '../../../../profiles/schema';
import {
  incomeApplication,
  lifelineApplication,
  signedAgreement,
  signedApplication,
} from '../../../support/application-fixture';
import { settingsModule, settingsModuleFor } from '../../../support/settings-module';

// D56: the check's call finds the wording the agreement showed when it sends the check, and
// records it: the statements by id in the order shown (a carrier's own after the profile's),
// and the SHA-256 of their texts in the language signed, by WebCrypto. D59: the income route's
// household size goes out as a number.

// The app calls '/api' on its own origin; Node's Request needs an absolute address.
vi.mock('../../../../src/config/env', async (load) => {
  const actual = await load<typeof import('../../../../src/config/env')>();
  return { env: { ...actual.env, providerApiUrl: 'http://app.test/api' } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('virtual:carrier-settings');
});

const answer = { status: 'IN_PROGRESS', applicationId: 'A1', eligibilityCheckId: 'EC1' };

/** The body the check sends for `application`, under `settings` (a program's build). */
async function sentBody(
  application: ApplicationData,
  settings: ReturnType<typeof settingsModule>,
): Promise<Record<string, unknown>> {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settings);
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      bodies.push(await request.json());
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { checkEligibility } = await import('../../../../src/app/flow/calls/check-eligibility');
  await checkEligibility({ application });
  expect(bodies).toHaveLength(1);
  return bodies[0] as Record<string, unknown>;
}

/** The digest a carrier recomputes from the texts it filed: one line feed between them. */
const digestOf = (texts: readonly string[]) =>
  createHash('sha256').update(texts.join('\n'), 'utf8').digest('hex');

const signedUnder = (program: ProfileId, language: 'en' | 'es' = 'en'): ApplicationData => {
  const count = settingsModule(program).programRules.certificationCount;
  return {
    ...(program === 'lifeline' ? lifelineApplication : signedApplication),
    reviewConsent: true,
    agreement: {
      ...signedAgreement,
      initials: Array.from({ length: count }, (_, index) => `R${index}`),
      language,
    },
  };
};

describe('the check under Lifeline carries the signed record (D56)', () => {
  it('names every statement shown, in order, with the initials typed under it', async () => {
    const body = await sentBody(signedUnder('lifeline'), settingsModule('lifeline'));
    const ids = lifelineProfile.certifications.map(({ id }) => id);
    expect(body.agreement).toEqual({
      signedAt: '2026-11-28T14:05:09-05:00',
      language: 'en',
      wording: 'summary',
      wordingDigest: digestOf(lifelineProfile.certifications.map(({ en }) => en)),
      statements: ids.map((id, index) => ({ id, initials: `R${index}` })),
      signature: 'Rosa Martinez-Luna',
    });
    expect(ids).toContain('one-company');
    expect(ids).toContain('no-transfer');
  });

  it('digests the texts in the language the agreement was signed in', async () => {
    const body = await sentBody(signedUnder('lifeline', 'es'), settingsModule('lifeline'));
    const record = body.agreement as { language: string; wordingDigest: string };
    expect(record.language).toBe('es');
    expect(record.wordingDigest).toBe(digestOf(lifelineProfile.certifications.map(({ es }) => es)));
    expect(record.wordingDigest).not.toBe(
      digestOf(lifelineProfile.certifications.map(({ en }) => en)),
    );
  });

  it('with a carrier’s approved wording: its texts, and its own statements after the profile’s', async () => {
    const wording = Object.fromEntries(
      lifelineProfile.certifications.map(({ id }) => [
        id,
        { en: `Approved ${id}.`, es: `Aprobada ${id}.` },
      ]),
    );
    const own = { 'device-copay': { en: 'I pay the co-pay.', es: 'Pago el copago.' } };
    const carrier = settingsModuleFor('lifeline', (settings) => ({
      ...settings,
      certifications: { ...wording, ...own },
    }));
    expect(carrier.certificationWording).toBe('carrier');
    const application = signedUnder('lifeline');
    const count = carrier.programRules.certificationCount;
    const signed: ApplicationData = {
      ...application,
      agreement: {
        ...signedAgreement,
        wording: 'carrier',
        initials: Array.from({ length: count }, () => 'RM'),
      },
    };
    const body = await sentBody(signed, carrier);
    const record = body.agreement as {
      wording: string;
      wordingDigest: string;
      statements: { id: string }[];
    };
    expect(record.wording).toBe('carrier');
    expect(record.statements.map(({ id }) => id)).toEqual([
      ...lifelineProfile.certifications.map(({ id }) => id),
      'device-copay',
    ]);
    expect(record.wordingDigest).toBe(
      digestOf([
        ...lifelineProfile.certifications.map(({ id }) => `Approved ${id}.`),
        'I pay the co-pay.',
      ]),
    );
  });
});

describe('the check under the ACP (A §7 as it is)', () => {
  it('carries no signed record', async () => {
    const body = await sentBody(signedUnder('acp'), settingsModule('acp'));
    expect(body).not.toHaveProperty('agreement');
    expect(acpProfile.signing.keepsRecord).toBe(false);
  });
});

describe('D59: the income route', () => {
  it('sends the household size as a number', async () => {
    const body = await sentBody(
      { ...incomeApplication, reviewConsent: true, agreement: signedAgreement },
      settingsModule('acp'),
    );
    expect(body.householdSize).toBe(3);
    expect(typeof body.householdSize).toBe('number');
  });
});
