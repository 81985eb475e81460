import * as v from 'valibot';
import { PROFILE_IDS, SERVICES, TextSchema } from './schema.ts';
import { describeSettingsIssues, SettingsError } from './settings-problems.ts';

// A carrier's settings in one file (issue 17 §3, DEC-102): which program, the brand, support,
// the plan card, the device offer, the home page's figures and where the API lives. The build
// validates them (vite.config.ts) and stops with a message naming every wrong field.

const nonEmpty = (what: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${what} must not be empty`));

// Issue 28 §4: an address here ends up in the CSP (its origin) and in the nginx config that
// quotes it, and the app sends every provider call to it. So it is an https:// origin with a
// host name, an optional :port and an optional path, in characters that mean nothing to a CSP,
// to nginx or to a URL parser: a `;` starts a new CSP directive (`sandbox` blocked every
// script), a `$` makes nginx substitute a variable, and `user@host` sends the calls to `host`.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = `${LABEL}(?:\\.${LABEL})*`;
const PATH = '(?:/[a-z0-9._~-]*)*';
const HTTPS_URL = new RegExp(`^https://${HOST}(?::\\d{1,5})?${PATH}$`, 'i');
/** D16: plain http only for a server on this machine. */
const LOCAL_URL = new RegExp(`^http://(?:localhost|127\\.0\\.0\\.1)(?::\\d{1,5})?${PATH}$`, 'i');
/** A path on the app's own origin (`/api`, the sandbox beside the app, D2). */
const OWN_PATH = /^(?:\/[a-z0-9._~-]+)+\/?$/i;
const HOST_AND_PORT = new RegExp(`^${HOST}(?::\\d{1,5})?$`, 'i');

const URL_ALLOWED =
  'allowed is an https:// address with a host name, an optional :port and an optional path of letters, digits and - . _ ~ / (such as https://api.carrier.example/v1), or a path on the app’s own origin such as /api';
const HOST_ALLOWED =
  'allowed is a host name with an optional :port, such as verifier.example.gov (letters, digits, - and .)';

/** The first character no address here may hold, in words. */
function strayCharacter(value: string, allowed: RegExp): string | undefined {
  for (const character of value) {
    if (allowed.test(character)) continue;
    const code = character.codePointAt(0) ?? 0;
    if (character === ' ') return 'a space';
    if (character === '"') return 'a double quote (")';
    if (character === "'") return "a single quote (')";
    if (character === '`') return 'a backquote (`)';
    if (code < 0x20 || code === 0x7f)
      return `a control character (U+${code.toString(16).padStart(4, '0').toUpperCase()})`;
    return `"${character}"`;
  }
  return undefined;
}

/** Issue 39: a port is 1 to 65535 (a URL parser refuses the rest, a build must too). */
function portProblem(value: string): string | undefined {
  const port = /^(?:[a-z][a-z0-9+.-]*:\/\/)?[^/:]+:(\d+)(?:\/|$)/i.exec(value)?.[1];
  if (port === undefined) return undefined;
  const number = Number(port);
  return number >= 1 && number <= 65535 ? undefined : `has port ${port}; a port is 1 to 65535`;
}

/** Issue 39: a `.` or `..` segment walks the path somewhere else (`/api/../..` is `/`). */
function dotSegmentProblem(value: string): string | undefined {
  const path = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.split('/').some((segment) => segment === '.' || segment === '..')
    ? `has a . or .. path segment, which leaves the path it names; ${URL_ALLOWED}`
    : undefined;
}

/** Why a provider address is refused, or undefined when it is allowed. */
export function addressProblem(value: string): string | undefined {
  if (HTTPS_URL.test(value) || LOCAL_URL.test(value) || OWN_PATH.test(value)) {
    return portProblem(value) ?? dotSegmentProblem(value);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(value)) {
    return `has a user name before its host (…@), which would send the calls to another host; ${URL_ALLOWED}`;
  }
  if (value.startsWith('//')) return `has no scheme (//…); ${URL_ALLOWED}`;
  if (/^http:\/\//i.test(value)) {
    return `uses http://, which only localhost and 127.0.0.1 may; ${URL_ALLOWED}`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https:\/\//i.test(value)) {
    return `is not an https:// address; ${URL_ALLOWED}`;
  }
  if (/[?#]/.test(value)) return `has a query or fragment (? or #); ${URL_ALLOWED}`;
  const stray = strayCharacter(value, /[a-z0-9.:/_~-]/i);
  if (stray) return `contains ${stray}; ${URL_ALLOWED}`;
  return URL_ALLOWED.replace(/^allowed/, 'is not a valid address: allowed');
}

/** Why a redirect host is refused, or undefined when it is allowed. */
export function hostProblem(value: string): string | undefined {
  if (HOST_AND_PORT.test(value)) return portProblem(value);
  const stray = strayCharacter(value, /[a-z0-9.:-]/i);
  if (stray) return `contains ${stray}; ${HOST_ALLOWED}`;
  return HOST_ALLOWED.replace(/^allowed/, 'is not a host name: allowed');
}

const AddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = addressProblem(dataset.value);
    if (message) addIssue({ message });
  }),
);

const HostSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = hostProblem(dataset.value);
    if (message) addIssue({ message });
  }),
);

const MoneySchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.check(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'An amount has at most two decimals',
  ),
);

/**
 * A §9's plan card. A data allowance is shown in bold before its label, or where the label says
 * `{amount}` (Spanish: `Datos {amount}`); it follows the first feature.
 */
export const PlanCardSchema = v.strictObject({
  title: TextSchema,
  price: TextSchema,
  note: TextSchema,
  features: v.pipe(v.array(TextSchema), v.minLength(1)),
  data: v.strictObject({ amount: TextSchema, label: TextSchema }),
  /** D25: shown instead of `data` for Tribal applicants, with its note; or none. */
  tribalData: v.nullable(
    v.strictObject({ amount: TextSchema, label: TextSchema, note: TextSchema }),
  ),
  /**
   * D50: which service the plan is, when the program pays a different amount for each (Lifeline:
   * `broadband`, also a bundle meeting the broadband minimum standard, or `voiceOnly`); the plan
   * card and the information pages name that amount. The build requires it exactly when the
   * profile's amounts differ by service.
   */
  service: v.optional(v.picklist(SERVICES, `The service is one of ${SERVICES.join(', ')}`)),
});

/**
 * The carrier's device offer. `acp` holds the fields the ACP enrolment sends (A §9); a
 * carrier's own offer under a program with no device benefit has none of them (Lifeline:
 * provider-api.md, additions of 2026-11-24), which the build checks against the profile.
 */
export const DeviceOfferSchema = v.strictObject({
  /** D21: looked up by this name with GET /public/device. */
  name: nonEmpty('The device name'),
  copay: MoneySchema,
  marketValue: MoneySchema,
  /** How the co-pay is paid. */
  payment: v.strictObject({ gateway: v.picklist(['stripe']), description: TextSchema }),
  /** How long delivery takes, as the applicant is told; or none when nothing is promised. */
  deliveryTime: v.nullable(TextSchema),
  acp: v.optional(
    v.strictObject({
      consumerFee: MoneySchema,
      deliveryMethod: v.picklist(['shipped', 'pickup']),
      reimbursementDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  ),
});

export const HomeFigureSchema = v.strictObject({
  figure: nonEmpty('A home-page figure'),
  label: TextSchema,
});

export const CarrierSettingsSchema = v.strictObject({
  program: v.picklist(PROFILE_IDS, `The program is one of ${PROFILE_IDS.join(', ')}`),
  brandName: nonEmpty('The brand name'),
  page: v.strictObject({ title: nonEmpty('The page title'), description: TextSchema }),
  support: v.strictObject({
    email: v.pipe(v.string(), v.trim(), v.email('The support e-mail is not an e-mail address')),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\+?[\d\s().-]{7,}$/, 'The support phone is digits, spaces and - ( ) . only'),
    ),
    hours: v.pipe(v.array(TextSchema), v.minLength(1)),
  }),
  planCard: PlanCardSchema,
  device: v.nullable(DeviceOfferSchema),
  /**
   * D46: the FCC-approved wording of the certifications, by the profile's certification id, in
   * both languages; or none, for the profile's own plain summary. The build refuses a file that
   * gives some certifications and not others (profiles/build-settings.ts).
   */
  certifications: v.optional(
    v.nullable(
      v.record(
        v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'A certification id is lowercase-with-hyphens')),
        TextSchema,
      ),
    ),
    null,
  ),
  /**
   * D57 (as D46): the carrier's own wording of what its representatives confirm before an
   * assisted application's check, in both languages; or none, for the profile's.
   */
  representativeStatement: v.optional(v.nullable(TextSchema), null),
  /** B §1's figures, the carrier's own (never the program's); or none. */
  homeFigures: v.nullable(v.pipe(v.array(HomeFigureSchema), v.minLength(1))),
  api: v.strictObject({
    /** D2: every provider call goes to this base. */
    baseUrl: AddressSchema,
    /** D16: hosts, besides the app's own, that API links may send the browser to. */
    redirectHosts: v.array(HostSchema),
    /** provider-api.md, contact form: a chat webhook. */
    contactWebhookUrl: AddressSchema,
  }),
});
export type CarrierSettingsInput = v.InferInput<typeof CarrierSettingsSchema>;
export type CarrierSettings = v.InferOutput<typeof CarrierSettingsSchema>;

/** The build's variables a carrier may still set (DEC-102): each wins over the file. */
export interface SettingVariables {
  VITE_PROVIDER_API_URL?: string;
  VITE_CONTACT_WEBHOOK_URL?: string;
  VITE_REDIRECT_HOSTS?: string;
  VITE_TABLET_NAME?: string;
  VITE_SITE_NAME?: string;
  VITE_SUPPORT_EMAIL?: string;
  VITE_SUPPORT_PHONE?: string;
}

function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The file's settings with the variables applied over them; empty variables mean "unset". A
 * file whose shape is wrong gets them too, where the part they set is an object, so that one
 * pass can say what is wrong with the file and with the variables (issue 37).
 */
export function applyVariables(settings: unknown, variables: SettingVariables): unknown {
  if (!isObject(settings)) return settings;
  const tabletName = given(variables.VITE_TABLET_NAME);
  const redirectHosts = given(variables.VITE_REDIRECT_HOSTS);
  const support = isObject(settings.support) ? settings.support : undefined;
  const api = isObject(settings.api) ? settings.api : undefined;
  return {
    ...settings,
    brandName: given(variables.VITE_SITE_NAME) ?? settings.brandName,
    support: support && {
      ...support,
      email: given(variables.VITE_SUPPORT_EMAIL) ?? support.email,
      phone: given(variables.VITE_SUPPORT_PHONE) ?? support.phone,
    },
    device:
      isObject(settings.device) && tabletName
        ? { ...settings.device, name: tabletName }
        : settings.device,
    api: api && {
      ...api,
      baseUrl: given(variables.VITE_PROVIDER_API_URL) ?? api.baseUrl,
      contactWebhookUrl: given(variables.VITE_CONTACT_WEBHOOK_URL) ?? api.contactWebhookUrl,
      redirectHosts: redirectHosts
        ? redirectHosts
            .split(',')
            .map((host) => host.trim())
            .filter(Boolean)
        : api.redirectHosts,
    },
  };
}

/** Where a value the VITE_* variables set came from, for the message that refuses it. */
export const VARIABLE_KEYS: Readonly<Record<string, keyof SettingVariables>> = {
  brandName: 'VITE_SITE_NAME',
  'support.email': 'VITE_SUPPORT_EMAIL',
  'support.phone': 'VITE_SUPPORT_PHONE',
  'device.name': 'VITE_TABLET_NAME',
  'api.baseUrl': 'VITE_PROVIDER_API_URL',
  'api.contactWebhookUrl': 'VITE_CONTACT_WEBHOOK_URL',
  'api.redirectHosts': 'VITE_REDIRECT_HOSTS',
};

/**
 * The settings' shape problems, one line each (issue 29). `names` says which keys came from a
 * variable; with `onlyNamed`, only the problems at those keys are listed (the file's own were
 * listed when the file was checked alone).
 */
export function settingsShapeProblems(
  input: unknown,
  names: Readonly<Record<string, string>> = {},
  onlyNamed = false,
): { settings: CarrierSettings | undefined; lines: string[] } {
  const result = v.safeParse(CarrierSettingsSchema, input);
  if (result.success) return { settings: result.output, lines: [] };
  const named = (issue: v.BaseIssue<unknown>) => {
    const key = v.getDotPath(issue) ?? '';
    return Object.keys(names).some((name) => key === name || key.startsWith(`${name}.`));
  };
  const issues = onlyNamed ? result.issues.filter(named) : result.issues;
  return {
    settings: undefined,
    lines: describeSettingsIssues(CarrierSettingsSchema, issues, names),
  };
}

/**
 * Validates the settings, throwing an error that names the file and then every wrong key, one
 * line each, with no stack (issue 29). `names` says which keys came from a variable.
 */
export function parseCarrierSettings(
  input: unknown,
  file = 'carrier.config.ts',
  names: Readonly<Record<string, string>> = {},
): CarrierSettings {
  const { settings, lines } = settingsShapeProblems(input, names);
  if (settings) return settings;
  throw new SettingsError(`Invalid carrier settings in ${file}:\n${lines.join('\n')}`);
}
