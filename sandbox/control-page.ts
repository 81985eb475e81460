import { agreementRows } from './agreement-page-rows.ts';
import type { AgreementRow } from './agreement-records.ts';
import type { ApplicationRow } from './applications-store.ts';
import type { TableCounts } from './db.ts';
import type { ArmedFault, RequestLogEntry } from './faults.ts';
import { escapeHtml, htmlPage, inlineCode, maskId } from './html.ts';
import { type DocTable, scenarioTables } from './scenario-tables.ts';
import { FAULT_NAMES } from './scenarios.ts';

// Paths offered in the fault form; a tester can still type any other path.
const FAULTABLE_PATHS = [
  '/public/acp/eligibility-check',
  '/public/acp/eligibility-check/status',
  '/public/nlad/enroll',
  '/public/nlad/transfer',
  '/public/utility/is_valid_reseller_code',
  '/hooks/contact',
  '/*',
];

export type ControlPageData = {
  base: string;
  armed: ArmedFault[];
  /** null: the request did not come from this machine, and the lists are not shown. */
  lists: {
    requests: RequestLogEntry[];
    applications: ApplicationRow[];
    /** D56: the signed agreements, newest first. */
    agreements?: AgreementRow[];
  } | null;
  counts: TableCounts;
  /** D57: the registered representative IDs (SANDBOX_REP_IDS). */
  representatives?: readonly string[];
};

const ONLY_HERE =
  '<p>Shown only to a browser on the machine the sandbox runs on (a loopback address).</p>';

function table(columns: string[], rows: string[][]): string {
  if (rows.length === 0) return '<p>None.</p>';
  return `<table><thead><tr>${columns.map((column) => `<th scope="col">${column}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}</tbody></table>`;
}

function docTable(doc: DocTable): string {
  return `<h3>${escapeHtml(doc.title)}</h3><p>${inlineCode(doc.intro)}</p>
${table(
  doc.columns.map(escapeHtml),
  doc.rows.map((row) => row.map(inlineCode)),
)}`;
}

export function controlPage(data: ControlPageData): string {
  const { base } = data;
  const armedRows = data.armed.map((armed) => [
    `<code>${escapeHtml(armed.path)}</code>`,
    escapeHtml(armed.fault ?? 'latency only'),
    armed.latencyMs === null ? 'default' : String(armed.latencyMs),
    String(armed.remaining),
  ]);
  const applicationRows = (data.lists?.applications ?? []).map((application) => [
    `<code>${escapeHtml(maskId(application.id))}</code>`,
    `<code>${escapeHtml(application.status)}</code>`,
    escapeHtml(application.created_at),
  ]);
  const requestRows = [...(data.lists?.requests ?? [])]
    .reverse()
    .slice(0, 30)
    .map((entry) => [
      escapeHtml(entry.time),
      escapeHtml(`${entry.method} ${entry.path}`),
      String(entry.status),
      escapeHtml(
        [entry.fault ? `fault ${entry.fault}` : '', entry.replayed ? 'replayed' : '']
          .filter(Boolean)
          .join(', '),
      ),
    ]);
  const counts = Object.entries(data.counts)
    .map(([name, count]) => `${escapeHtml(name)}: ${count}`)
    .join(', ');

  return htmlPage(
    'Sandbox control page',
    `<header><p class="badge">Sandbox</p><h1>Provider API sandbox</h1></header>
<main>
<p>The API answers at <code>${escapeHtml(base)}</code>. Stored rows: ${counts}.</p>

<h2>Arm a fault</h2>
<form method="post" action="${escapeHtml(`${base}/_sandbox/faults`)}">
<fieldset><legend>Next requests to a path</legend>
<label>Path <input name="path" list="paths" value="/public/nlad/enroll" required></label>
<datalist id="paths">${FAULTABLE_PATHS.map((path) => `<option value="${path}"></option>`).join('')}</datalist>
<label>Fault <select name="fault"><option value="">none (latency only)</option>${FAULT_NAMES.map((name) => `<option value="${name}">${name}</option>`).join('')}</select></label>
<label>Latency in ms (empty: the default) <input name="latencyMs" type="number" min="0" max="120000"></label>
<label>For how many requests <input name="times" type="number" min="1" max="1000" value="1"></label>
</fieldset>
<button type="submit">Arm</button>
</form>

<h2>Armed faults</h2>
${table(['Path', 'Fault', 'Latency (ms)', 'Requests left'], armedRows)}
<form method="post" action="${escapeHtml(`${base}/_sandbox/faults/clear`)}" class="inline"><button type="submit" class="secondary">Disarm all</button></form>
<form method="post" action="${escapeHtml(`${base}/_sandbox/reset`)}" class="inline"><button type="submit" class="secondary">Reset the database</button></form>

<h2>Finish a pending check</h2>
<form method="get" action="${escapeHtml(`${base}/_sandbox/verifier`)}">
<label>Application ID (the app shows it on the pending page) <input name="applicationId" required autocomplete="off"></label>
<label>Step <select name="kind"><option value="resolution">resolution</option><option value="certification">certification</option></select></label>
<button type="submit">Open the stand-in verifier page</button>
</form>

<h2>Latest applications</h2>
${data.lists ? table(['Application ID (last 4)', 'Status', 'Created'], applicationRows) : ONLY_HERE}

<h2>Latest requests</h2>
${data.lists ? table(['Time', 'Request', 'HTTP', 'Note'], requestRows) : ONLY_HERE}

<h2>Signed agreements (D56)</h2>
<p>Each eligibility check's <code>agreement</code>, newest first, as the carrier keeps it: no SSN digits or Tribal ID.</p>
${data.lists ? table(['Received', 'Application ID (last 4)', 'Signed at', 'Language', 'Wording', 'Wording digest (SHA-256)', 'Statements and initials', 'Signature'], agreementRows(data.lists.agreements ?? [])) : ONLY_HERE}

<h2>Registered representatives (D57)</h2>
<p>RAD IDs the stand-in Representative Accountability Database knows (set by <code>SANDBOX_REP_IDS</code> when the sandbox starts); any other <code>repId</code> is refused with <code>REP_NOT_REGISTERED</code>.</p>
${(data.representatives ?? []).length > 0 ? `<ul>${(data.representatives ?? []).map((id) => `<li><code>${escapeHtml(id)}</code></li>`).join('')}</ul>` : '<p>None: every assisted request is refused.</p>'}

<h2>Scenarios</h2>
${scenarioTables().map(docTable).join('\n')}
</main>`,
  );
}
