// `npm run machine:docs`: docs/machine.md (the regions, how they connect, and the transitions
// that apply from any screen) and docs/machine/<region>.md (a region's diagrams and state
// table), generated from the live machine by scripts/machine-docs.ts so product owners read
// what the code does. `--check` fails when any of them is stale, missing or left over.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { enrolmentMachine } from '../machines/enrolment.machine';
import { guidanceHeadlines } from './guidance-docs';
import { machineDocs } from './machine-docs';

const { files } = await machineDocs(
  enrolmentMachine,
  'machines/regions',
  await guidanceHeadlines(),
);
const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};
mkdirSync('docs/machine', { recursive: true });
const leftOver = readdirSync('docs/machine')
  .map((file) => `docs/machine/${file}`)
  .filter((path) => !files.has(path));

if (process.argv.includes('--check')) {
  const stale = [...files].filter(([path, text]) => read(path) !== text).map(([path]) => path);
  if (stale.length > 0 || leftOver.length > 0) {
    console.error(
      `Stale machine docs: ${[...stale, ...leftOver].join(', ')}. Run \`npm run machine:docs\` and commit them.`,
    );
    process.exit(1);
  }
  console.log(`docs/machine.md and ${files.size - 1} region pages match the machine.`);
} else {
  for (const path of leftOver) rmSync(path);
  for (const [path, text] of files) writeFileSync(path, text);
  console.log(`Wrote ${[...files.keys()].join(', ')}.`);
}
