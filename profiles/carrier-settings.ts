import * as v from 'valibot';
import { describeIssues, PROFILE_IDS, TextSchema } from './schema.ts';

// A carrier's settings in one file (issue 17 §3, DEC-102): which program, the brand, support,
// the plan card, the device offer, the home page's figures and where the API lives. The build
// validates them (vite.config.ts) and stops with a message naming every wrong field.

const nonEmpty = (what: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${what} must not be empty`));

/** A path on the app's own origin (`/api`) or an https URL (http only on localhost). */
const UrlOrPathSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) =>
      /^\/[^/]/.test(value) ||
      value === '/' ||
      /^https:\/\/[^/\s]+/.test(value) ||
      /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(value),
    'Must be a path starting with / or an https:// URL',
  ),
);

const HostSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'A redirect host is a host name such as verifier.example.org'),
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
  /** B §1's figures, the carrier's own (never the program's); or none. */
  homeFigures: v.nullable(v.pipe(v.array(HomeFigureSchema), v.minLength(1))),
  api: v.strictObject({
    /** D2: every provider call goes to this base. */
    baseUrl: UrlOrPathSchema,
    /** D16: hosts, besides the app's own, that API links may send the browser to. */
    redirectHosts: v.array(HostSchema),
    /** provider-api.md, contact form: a chat webhook. */
    contactWebhookUrl: UrlOrPathSchema,
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

/** The file's settings with the variables applied over them; empty variables mean "unset". */
export function applyVariables(
  settings: CarrierSettingsInput,
  variables: SettingVariables,
): CarrierSettingsInput {
  const tabletName = given(variables.VITE_TABLET_NAME);
  const redirectHosts = given(variables.VITE_REDIRECT_HOSTS);
  return {
    ...settings,
    brandName: given(variables.VITE_SITE_NAME) ?? settings.brandName,
    support: {
      ...settings.support,
      email: given(variables.VITE_SUPPORT_EMAIL) ?? settings.support.email,
      phone: given(variables.VITE_SUPPORT_PHONE) ?? settings.support.phone,
    },
    device:
      settings.device && tabletName ? { ...settings.device, name: tabletName } : settings.device,
    api: {
      baseUrl: given(variables.VITE_PROVIDER_API_URL) ?? settings.api.baseUrl,
      contactWebhookUrl:
        given(variables.VITE_CONTACT_WEBHOOK_URL) ?? settings.api.contactWebhookUrl,
      redirectHosts: redirectHosts
        ? redirectHosts
            .split(',')
            .map((host) => host.trim())
            .filter(Boolean)
        : settings.api.redirectHosts,
    },
  };
}

/** Validates the settings, throwing an error that names every wrong field and the file. */
export function parseCarrierSettings(input: unknown, file = 'carrier.config.ts'): CarrierSettings {
  const result = v.safeParse(CarrierSettingsSchema, input);
  if (result.success) return result.output;
  throw new Error(`Invalid carrier settings in ${file}:\n${describeIssues(result.issues)}`);
}
