import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { env } from '../config/env';
import { ApiError } from './api-error';

/** D3: the gateway's words for its own time-out. */
export const TIMED_OUT = 'Endpoint request timed out';

/** Above the API gateway's 29 s, so the gateway's own 504 arrives first when it can. */
export const CLIENT_TIMEOUT_MS = 35_000;

/** D15: a bearer token, when one was left in storage under this key, goes with every call. */
export const TOKEN_KEY = 'token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
}

export function createApiClient(options: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs ?? CLIENT_TIMEOUT_MS,
    // Reads are safe to repeat on a flaky line; a POST is never repeated behind the
    // applicant's back (enrolment must not happen twice).
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      ...(options.retryDelayMs === undefined ? {} : { delay: () => options.retryDelayMs ?? 0 }),
    },
    // D15's token goes on in ky's own call to fetch, not in a beforeRequest hook: ky awaits
    // each hook, and on a slow phone React drew the busy button in that gap before the request
    // left. Now the request leaves first and the answer travels while the button is drawn.
    fetch: (input, init) => {
      const token = storedToken();
      if (token && input instanceof Request) input.headers.set('Authorization', `Bearer ${token}`);
      return (options.fetch ?? globalThis.fetch)(input, init);
    },
  });
}

/** The one client the app uses (D2). */
export const apiClient = createApiClient({ baseUrl: env.providerApiUrl });

export interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** The code a 429 is read as, whatever its body says; the failure guidance words it. */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/**
 * Wait for a call and read its JSON body whatever the status (D22). Only a body that does not
 * parse, or no answer at all, is a transport error.
 */
export async function readAnswer(call: Promise<Response>): Promise<Answer> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof HTTPError) response = error.response;
    else if (error instanceof TimeoutError) throw new ApiError('timeout');
    else throw new ApiError('network');
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError('network');
  }
  // A 5xx without a readable body is the provider's system failing, not a strange answer.
  const serverFailed = response.status >= 500;
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(serverFailed ? 'server' : 'malformed');
  }
  if (body === undefined && serverFailed) throw new ApiError('server');
  if (isTimeoutBody(body)) throw new ApiError('timeout', { message: TIMED_OUT });
  // Too many calls in a short time (issue 39: the status lookup is limited per client): not an
  // answer about the application, so nothing typed is dropped; the guidance says to wait.
  if (response.status === 429) {
    const words = v.safeParse(MessageBody, body);
    const message =
      words.success && typeof words.output.message === 'string' ? words.output.message : undefined;
    throw new ApiError('rejected', {
      code: TOO_MANY_REQUESTS,
      ...(message === undefined ? {} : { message }),
    });
  }
  return { status: response.status, ok: response.ok, body };
}

const MessageBody = v.looseObject({
  message: v.optional(v.unknown()),
  error: v.optional(v.unknown()),
});

function isTimeoutBody(body: unknown): boolean {
  // Most answers are not objects (`true`, a list): no parse, whose failure report alone cost
  // a slow phone ~1 ms on every coverage check.
  if (typeof body !== 'object' || body === null) return false;
  const parsed = v.safeParse(MessageBody, body);
  return (
    parsed.success && (parsed.output.message === TIMED_OUT || parsed.output.error === TIMED_OUT)
  );
}

/** The provider's own words from an error body, if it gave any. */
export function messageOf(body: unknown): string | undefined {
  const parsed = v.safeParse(MessageBody, body);
  if (!parsed.success) return undefined;
  const { message, error } = parsed.output;
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

/** Validate a body against the call's schema; a body that does not fit is `malformed`. */
export function parseBody<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError('malformed');
  return parsed.output;
}
