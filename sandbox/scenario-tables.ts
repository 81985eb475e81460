import { DEFAULT_DEVICES } from './db.ts';
import { FAULT_HEADER, LATENCY_HEADER } from './faults.ts';
import { DEFAULT_REP_IDS, REP_NOT_REGISTERED } from './representatives.ts';
import {
  type ApiError,
  CONTACT_FAILURE_MESSAGE,
  DEFAULT_ELIGIBILITY_KEY,
  DEFAULT_UNSUPPORTED_STATES,
  ELIGIBILITY_SCENARIOS,
  type EligibilityScenario,
  ENROLMENT_RULES,
  ENROLMENT_SCENARIOS,
  type EnrolmentAnswer,
  EVIL_REDIRECT_URL,
  FAULTS,
  INVALID_RESELLER_ERROR,
  LIFELINE_UNSUPPORTED_STATES,
  NOT_QUALIFYING_PROGRAM_CODE,
  PROGRAM_RULES,
  RESELLER_CODES,
  VERIFIER_OUTCOMES,
} from './scenarios.ts';
import { TRIBAL_LANDS_ZIPS } from './tribal-lands.ts';

// The scenario tables in a neutral form, rendered as Markdown for docs/sandbox.md and as HTML
// for the control page. Cells may hold `code` spans.
export type DocTable = {
  title: string;
  intro: string;
  columns: string[];
  rows: string[][];
};

const code = (value: string) => `\`${value}\``;

function describeInput(row: EligibilityScenario): string {
  const { match } = row;
  if ('ssn4' in match) {
    return match.ssn4 === DEFAULT_ELIGIBILITY_KEY
      ? `${code(match.ssn4)} (and any key not listed)`
      : code(match.ssn4);
  }
  if ('tribalId' in match) return `tribalId ${code(match.tribalId)}, no ssn4`;
  if ('tribalIdPrefix' in match) return `tribalId starting with ${code(match.tribalIdPrefix)}`;
  return `state in SANDBOX_UNSUPPORTED_STATES (e.g. ${code('AK')})`;
}

function describeErrors(errors: readonly ApiError[]): string {
  return errors
    .map((error) =>
      [
        error.code ? `code ${code(error.code)}` : '',
        error.message ? `message "${error.message}"` : '',
        error.description ? `description "${error.description}"` : '',
      ]
        .filter(Boolean)
        .join(', '),
    )
    .map((text) => `{ ${text} }`)
    .join(' ');
}

const LINK_TEXT: Record<string, string> = {
  verifier: 'stand-in verifier page',
  javascript: code('javascript:alert(1)'),
  offsite: code('https://evil.example/x'),
  userinfo: code('https://<app host>@evil.example/x'),
  'protocol-relative': code('//evil.example/x'),
};

function describeEligibilityAnswer(row: EligibilityScenario): string {
  const parts: string[] = [];
  if (row.status === undefined && row.misfitBody === undefined)
    parts.push('no ids, nothing stored');
  if (row.link) parts.push(`${code(`_links.${row.link.rel}.href`)}: ${LINK_TEXT[row.link.target]}`);
  if (row.tribalStatusConfirmed !== undefined) {
    parts.push(`${code('tribalStatusConfirmed')}: ${row.tribalStatusConfirmed}`);
  }
  if (row.failures) {
    parts.push(
      `${code('failures')}: ${row.failures.map((failure) => code(failure.code)).join(', ')}`,
    );
  }
  if (row.resolveWithinDays !== undefined) {
    parts.push(
      `${code('eligibilityExpirationDate')}: ${row.resolveWithinDays} days after the check`,
    );
  }
  if (row.errors) parts.push(`${code('errors')}: ${describeErrors(row.errors)}`);
  if (row.error) parts.push(`${code('error')}: ${code(row.error)}`);
  if (row.message) parts.push(`${code('message')}: "${row.message}"`);
  if (row.misfitBody !== undefined) parts.push(`body ${code(JSON.stringify(row.misfitBody))}`);
  return parts.length > 0 ? parts.join('; ') : '—';
}

function describeEnrolmentAnswer(answer: EnrolmentAnswer): string {
  switch (answer.kind) {
    case 'json':
      return code(JSON.stringify(answer.body));
    case 'redirect':
      return answer.to === 'evil'
        ? code(JSON.stringify({ url: EVIL_REDIRECT_URL }))
        : `${code('{"url":"<origin>/api/verifier/handoff/<applicationId>"}')}`;
    case 'order':
      return `order, nladSubscriberId, activationCode, and ${code('message')}: "${answer.message}"`;
  }
}

const httpOf = (answer: EnrolmentAnswer) => (answer.kind === 'json' ? String(answer.http) : '200');

export function scenarioTables(): DocTable[] {
  return [
    {
      title: 'Eligibility check: by the last 4 SSN digits',
      intro:
        'POST /public/acp/eligibility-check picks its answer from `ssn4`. Without ssn4 (a Tribal ' +
        'member who gives a Tribal ID instead, D40) the `tribalId` decides: an exact match below, ' +
        'else its last 4 characters read as SSN digits (`TRB-1001` is `1001`), else as `0000`. ' +
        'The state and tribal-id rows are checked first. A row with a status stores the ' +
        'application: the status call then answers it (404 for APPLICATION_NOT_FOUND). On ' +
        'COMPLETE, `tribalStatusConfirmed` is true for an ACP check with any `tribalId` (D25); ' +
        'for a LIFELINE check (D54) it is what the stand-in Verifier confirms from the home ' +
        'address: true when its `zipCode` is in the Tribal lands table below, false otherwise, ' +
        'whatever the row, the Tribal ID or the program (a Tribal ID is only identity, D40). A ' +
        'LIFELINE home `address` (or `primaryAddress2`) that is a P.O. box answers 400 (D43).',
      columns: ['Input', 'HTTP', 'status', 'Answer', 'What it exercises'],
      rows: [
        ...ELIGIBILITY_SCENARIOS.map((row) => [
          describeInput(row),
          String(row.http),
          row.status ? code(row.status) : '—',
          describeEligibilityAnswer(row),
          row.tests,
        ]),
        [
          'a `resellerCode` that is not valid',
          '400',
          '—',
          `${code('errors')}: ${describeErrors([INVALID_RESELLER_ERROR])}`,
          'The app must send only checked codes (D4)',
        ],
      ],
    },
    {
      title: 'Eligibility check: Tribal lands (LIFELINE, D54)',
      intro:
        'The stand-in Verifier confirms a home on Tribal lands by its zip code: towns on ' +
        'reservations and Alaska Native villages (the Census Bureau’s American Indian and Alaska ' +
        'Native areas; the zip code the Postal Service gives the town). A zip code is coarser ' +
        'than Tribal lands: this is a table to test with, not USAC’s Tribal lands map.',
      columns: ['zipCode', 'Place', 'Tribal lands'],
      rows: TRIBAL_LANDS_ZIPS.map((row) => [code(row.zipCode), row.place, row.lands]),
    },
    {
      title: 'Eligibility check and status: by program',
      intro:
        'Each call may name its `program` (`ACP` or `LIFELINE`); one that names none is an ACP ' +
        'call. The answers of a call that named one carry that `program` back (a status call ' +
        'that names none gets the one its check named). Before the rows above, a check whose ' +
        '`eligibilityProgramCode` is not one of its program’s codes is refused.',
      columns: ['program', 'Qualifying codes', 'On Tribal lands only', 'Any other code'],
      rows: PROGRAM_RULES.map((rule) => [
        code(rule.program),
        rule.codes.map(code).join(', '),
        rule.tribalLandsOnly.map(code).join(', ') || '—',
        `400 ${code('errors')}: ${code(NOT_QUALIFYING_PROGRAM_CODE)}`,
      ]),
    },
    {
      title: 'Stand-in National Verifier outcomes',
      intro:
        'GET /api/verifier/{resolution|certification}/{applicationId} shows a form; its POST sets ' +
        'the outcome and redirects (303) to the carrierUrl stored with the application.',
      columns: ['Outcome', 'Status afterwards', 'Answer of the next status call'],
      rows: VERIFIER_OUTCOMES.map((outcome) => [
        code(outcome.id),
        outcome.status ? code(outcome.status) : 'unchanged',
        [
          outcome.errors ? `${code('errors')}: ${describeErrors(outcome.errors)}` : '',
          outcome.message ? `${code('message')}: "${outcome.message}"` : '',
          outcome.status === 'COMPLETE' ? 'ready to enrol' : '',
          outcome.status === undefined ? 'the same status and link again' : '',
        ]
          .filter(Boolean)
          .join('; '),
      ]),
    },
    {
      title: 'Enroll and transfer: by the e-mail address',
      intro:
        'POST /public/nlad/enroll and /public/nlad/transfer pick a scenario from `emailAddress`: ' +
        'its local part before any `+tag`, case-insensitive (`timeout+2@example.com` is ' +
        '`timeout`). These answer before the application is looked up, except the order rows. ' +
        'Any other address enrols normally: 200 with `order.id`, `nladSubscriberId`, ' +
        '`activationCode.activationCode`.',
      columns: ['Local part', 'Calls', 'HTTP', 'Answer', 'What it exercises'],
      rows: ENROLMENT_SCENARIOS.map((row) => [
        code(row.localPart),
        row.calls.join(', ') + (row.needsTablet ? ' (with deviceId)' : ''),
        httpOf(row.answer),
        describeEnrolmentAnswer(row.answer),
        row.tests,
      ]),
    },
    {
      title: 'Enroll and transfer: rules from the stored data',
      intro:
        'Checked in this order after the e-mail scenarios (a `repId` not registered comes ' +
        'first: 400 `REP_NOT_REGISTERED`, D57). Every answer is ' +
        '`{"status":<HTTP>,"message":"…","body":[["error","<field>","<CODE>"]]}`; ' +
        '`APPLICATION_MISMATCH` also comes as `errors[].code` (provider-api.md), with `field` ' +
        'and `message`.',
      columns: ['When', 'HTTP', 'Code', 'Message'],
      rows: Object.values(ENROLMENT_RULES).map((rule) => [
        rule.when,
        String(rule.http),
        code(rule.body[0]?.[2] ?? ''),
        rule.message,
      ]),
    },
    {
      title: 'Other calls',
      intro: 'Inputs that change the answer of the remaining calls.',
      columns: ['Call', 'Input', 'Answer'],
      rows: [
        [
          'GET /public/acp_supported_state/{ST}',
          `a code in SANDBOX_UNSUPPORTED_STATES (default ${code(DEFAULT_UNSUPPORTED_STATES.join(','))}; the Lifeline demo's ${code(LIFELINE_UNSUPPORTED_STATES.join(','))})`,
          `${code('false')} (other US codes: ${code('true')}; not a US code: 400)`,
        ],
        [
          'POST /public/utility/is_valid_reseller_code',
          `a code starting with ${code(RESELLER_CODES.validPrefix)} (any case), or one of ${RESELLER_CODES.validCodes.map(code).join(', ')}`,
          `${code('{"isValid":true}')} (anything else: false)`,
        ],
        [
          'GET /public/device?name=',
          'a part of a device name, any case (empty: all)',
          `the matching devices; seeded: ${DEFAULT_DEVICES.map((d) => `${code(d.id)} "${d.name}"`).join(', ')}`,
        ],
        [
          'GET /subscriber/order/{id}, /subscriber/fulfillment/{id}',
          'no `Authorization: Bearer <token>` header (any token is accepted)',
          '401',
        ],
        [
          'POST /public/representative/verify `{"repId":"…"}` (D57)',
          `a RAD ID in SANDBOX_REP_IDS (default ${DEFAULT_REP_IDS.map(code).join(', ')}; any case)`,
          `${code('{"registered":true,"repId":"<ID in upper case>"}')}; another: 400 ${code('errors[].code')} ${code(REP_NOT_REGISTERED)}; not 5–20 letters and digits: 400 ${code('BAD_REQUEST')}`,
        ],
        [
          'POST /hooks/contact',
          `a line ${code('Subject: fail')} or ${code('Message: fail')} in text (a message that is just "fail")`,
          `500 ${code(JSON.stringify({ ok: false, message: CONTACT_FAILURE_MESSAGE }))}`,
        ],
      ],
    },
    {
      title: 'Fault switches',
      intro: `Per request with the ${code(`${FAULT_HEADER}: <fault>`)} and ${code(`${LATENCY_HEADER}: <ms>`)} headers, or armed for the next N calls with POST /api/_sandbox/faults.`,
      columns: ['Fault', 'Effect'],
      rows: Object.entries(FAULTS).map(([name, effect]) => [code(name), effect]),
    },
  ];
}

function markdownCell(value: string): string {
  return value.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

// Columns padded to one width, as Biome formats Markdown tables, so `npm run lint` accepts
// the generated docs unchanged.
function markdownTable(columns: string[], rows: string[][]): string[] {
  const cells = [columns, ...rows].map((row) => row.map(markdownCell));
  const widths = columns.map((_, index) =>
    Math.max(3, ...cells.map((row) => [...(row[index] ?? '')].length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, index) => cell + ' '.repeat((widths[index] ?? 0) - [...cell].length)).join(' | ')} |`;
  const [header = [], ...body] = cells;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

export function scenarioMarkdown(tables: DocTable[] = scenarioTables()): string {
  return tables
    .map((table) =>
      [`### ${table.title}`, '', table.intro, '', ...markdownTable(table.columns, table.rows)].join(
        '\n',
      ),
    )
    .join('\n\n');
}

export const SCENARIO_MARKERS = {
  start:
    '<!-- scenario-tables:start (generated by `npx tsx sandbox/print-scenarios.ts --write`) -->',
  end: '<!-- scenario-tables:end -->',
} as const;
