import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ScreenKey, screens } from '../machines/screens';
import { isProfileId, loadProfile } from '../profiles/load-profile';
import type { Snapshot } from '../tests/model/enrolment-model';

// What a person sees as the page's h1 in each state, in English. A screen's fixed heading
// comes from the screen table's heading message (machines/screen-headings.ts); the headings
// that depend on the answer or the sub-state are written out below. Either way the text is
// held against the page, so a heading that changes by mistake fails the path suite.

type Rule = [state: unknown, heading: RegExp | ((s: Snapshot) => RegExp)];

/**
 * The English text of each `key: msg`…`` line. Read as text, not imported: Playwright does
 * not compile Lingui macros (tests/machines/screens.test.ts holds this reading to the
 * compiled messages).
 */
export function tableHeadings(): Map<ScreenKey, string> {
  // From the URL's text: under Vitest's test DOM, `URL` is the DOM's, which node's fs refuses.
  const here = dirname(fileURLToPath(import.meta.url));
  const source = readFileSync(resolve(here, '../machines/screen-headings.ts'), 'utf8');
  const headings = new Map<ScreenKey, string>();
  for (const [, key, text] of source.matchAll(/^\s+(\w+): msg`([^`]*)`,$/gm)) {
    headings.set(key as ScreenKey, text as string);
  }
  return headings;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// A heading that names the program takes it as a value: the build's profile, ACP by default.
const program = process.env.PROGRAM ?? '';
const programName = loadProfile(isProfileId(program) ? program : 'acp').shortName.en;

const rules: Rule[] = [
  ...[...tableHeadings()].map(
    ([key, text]): Rule => [screens[key].state, exactly(text.replaceAll('{program}', programName))],
  ),
  ['idle', /^Stay Connected$/],
  [
    { coverage: 'notServed' },
    (s) =>
      s.context.coverage?.state
        ? /^Sorry, we do not provide service in .+ yet$/
        : /^Sorry, we could not find zip code \d{5}$/,
  ],
  [{ verifierReturn: 'notChecked' }, /^We could not check your eligibility$/],
  [{ verifierReturn: 'checking' }, /^Checking your eligibility$/],
  [{ status: 'expired' }, /^Your Application (\S+ )?has been Expired$/],
  [
    'completed',
    (s) =>
      s.context.order
        ? /^Thank you(! You are enrolled|! Your transfer is done| for your order)$/
        : /^Order not found$/,
  ],
  // The sandbox's stand-ins for the National Verifier and a provider's hand-off page.
  ['leaving', /\S/],
];

/** The h1 the page must show in this state; throws for a state nobody wrote a heading for. */
export function expectedHeading(s: Snapshot): RegExp {
  for (const [state, heading] of rules) {
    if (s.matches(state as never)) return typeof heading === 'function' ? heading(s) : heading;
  }
  throw new Error(
    `No expected heading for state ${JSON.stringify(s.value)}: add one to e2e/screen-headings.ts`,
  );
}
