import * as v from 'valibot';
import type { EnrolmentAnswer } from '../../machines/flow-types';
import { parseBody } from './client';

/** The provider saw this Idempotency-Key before with another request (DEC-090). */
export const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** Whether an answer says the key was already used for another request. */
export function isKeyReused(answer: EnrolmentAnswer): boolean {
  return answer.outcome === 'error' && answer.code === KEY_REUSED;
}

/** B §8: what a bare string answer means to the applicant. */
export const ACCESS_DENIED = 'HTTP Status 403 - Access is denied';

const EnrolmentBody = v.union([
  v.string(),
  v.looseObject({
    url: v.optional(v.nullable(v.string())),
    order: v.optional(v.nullable(v.looseObject({ id: v.union([v.string(), v.number()]) }))),
    nladSubscriberId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
    activationCode: v.optional(
      v.nullable(v.looseObject({ activationCode: v.optional(v.nullable(v.string())) })),
    ),
    status: v.optional(v.nullable(v.union([v.number(), v.string()]))),
    error: v.optional(v.nullable(v.string())),
    message: v.optional(v.nullable(v.string())),
    errors: v.optional(
      v.nullable(
        v.array(
          v.looseObject({
            code: v.optional(v.nullable(v.string())),
            field: v.optional(v.nullable(v.string())),
            description: v.optional(v.nullable(v.string())),
            message: v.optional(v.nullable(v.string())),
          }),
        ),
      ),
    ),
    body: v.optional(v.nullable(v.array(v.array(v.union([v.string(), v.number(), v.null()]))))),
  }),
]);

/** Sort an enrol or transfer answer into what it means for the flow (B §4, §8). */
export function toEnrolmentAnswer(
  body: unknown,
  options: { tabletRequested: boolean; now?: Date },
): EnrolmentAnswer {
  const parsed = parseBody(EnrolmentBody, body);
  if (typeof parsed === 'string') return { outcome: 'error', message: ACCESS_DENIED };

  // B §8's body codes, then provider-api.md's `errors[].code` (APPLICATION_MISMATCH, and any
  // code an API sends only there), each once.
  const bodyCodes = (parsed.body ?? []).map((row) => ({
    field: String(row[1] ?? ''),
    code: String(row[2] ?? ''),
  }));
  const errorCodes = (parsed.errors ?? [])
    .filter((error) => error.code?.trim())
    .map((error) => ({ field: error.field?.trim() ?? '', code: (error.code ?? '').trim() }))
    .filter((error) => !bodyCodes.some((row) => row.code === error.code));
  const codes = [...bodyCodes, ...errorCodes];
  const errorsText = (parsed.errors ?? [])
    .map((error) => error.description || error.message || '')
    .filter(Boolean)
    .join('. ');
  const message = errorsText || parsed.message || parsed.error || '';
  // B §8 shows body codes as `field: code`; a code sent only in `errors[]` comes with the
  // provider's own words, which say more.
  const codeText = bodyCodes.map(({ field, code }) => `${field}: ${code}`).join('; ');
  const has = (test: (code: string) => boolean) => codes.some(({ code }) => test(code));

  if (has((code) => code === 'APPLICATION_NOT_FOUND' || code === 'INVALID_APPLICATION_ID')) {
    return { outcome: 'applicationNotFound', message: message || codeText };
  }
  if (has((code) => code === 'INELIGIBLE_FOR_TRANSFER')) {
    return { outcome: 'ineligibleForTransfer', message: message || codeText };
  }
  if (has((code) => code === 'CANNOT_UPDATE_DEVICE')) {
    return { outcome: 'cannotUpdateDevice', message: message || codeText };
  }
  if (has((code) => code === KEY_REUSED)) {
    // No provider words to show: the page says it in the applicant's language from the code.
    return { outcome: 'error', message: '', code: KEY_REUSED };
  }
  if (has((code) => code.includes('DUPLICATE'))) {
    // D53: another person at this home has the benefit; a person already enrolled (any other
    // DUPLICATE code beside it) is the transfer's, as B §8 says.
    const addressOnly = codes.every(
      ({ code }) => !code.includes('DUPLICATE') || code === 'DUPLICATE_ADDRESS',
    );
    const words = message || codeText;
    return addressOnly
      ? { outcome: 'duplicateAddress', message: words, code: 'DUPLICATE_ADDRESS' }
      : { outcome: 'duplicate', message: words };
  }
  if (parsed.url) return { outcome: 'redirect', url: parsed.url };
  if (parsed.order && String(parsed.order.id).trim() !== '') {
    const answer: EnrolmentAnswer = {
      outcome: 'order',
      orderId: String(parsed.order.id),
      enrolledAt: (options.now ?? new Date()).toISOString(),
    };
    if (parsed.nladSubscriberId != null) answer.nladSubscriberId = String(parsed.nladSubscriberId);
    if (parsed.activationCode?.activationCode) {
      answer.activationCode = parsed.activationCode.activationCode;
    }
    // A §8: an order that comes with a message, when a tablet was asked for, is the tablet
    // being refused while the plan goes through.
    if (options.tabletRequested && message) answer.tabletRejected = true;
    return answer;
  }
  // The code travels with the provider's words, so that the guidance for it (INVALID_ZIP,
  // INVALID_DOB, …) is what the applicant reads; the first row's, as the provider ranks them.
  const code = codes.find((row) => row.code !== '')?.code;
  const words = codeText || message;
  return code ? { outcome: 'error', message: words, code } : { outcome: 'error', message: words };
}
