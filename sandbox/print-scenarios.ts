// Prints the scenario tables as Markdown; with --write, replaces them in docs/sandbox.md.
//   npx tsx sandbox/print-scenarios.ts [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIO_MARKERS, scenarioMarkdown } from './scenario-tables.ts';

export const DOCS_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'sandbox.md',
);

export function replaceScenarioSection(document: string, markdown: string): string {
  const start = document.indexOf(SCENARIO_MARKERS.start);
  const end = document.indexOf(SCENARIO_MARKERS.end);
  if (start < 0 || end < start) {
    throw new Error(
      `docs/sandbox.md lacks the markers ${SCENARIO_MARKERS.start} … ${SCENARIO_MARKERS.end}`,
    );
  }
  return `${document.slice(0, start + SCENARIO_MARKERS.start.length)}\n\n${markdown}\n\n${document.slice(end)}`;
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const markdown = scenarioMarkdown();
  if (process.argv.includes('--write')) {
    writeFileSync(DOCS_PATH, replaceScenarioSection(readFileSync(DOCS_PATH, 'utf8'), markdown));
    console.log(`Scenario tables written to ${DOCS_PATH}`);
  } else {
    console.log(markdown);
  }
}
