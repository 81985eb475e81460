// `npm run docs:check` (issue 40): every command README.md and docs/ show runs and finds what it
// names. A command is a line of a ```sh block, or an inline `npm …` / `npx …` span. Each `npm
// run` names a script of package.json and each `npx tsx` a file; the test commands run in their
// listing mode, which costs seconds where the run would cost minutes, and must select at least
// one test (a path id the list no longer has selects none); `npm run paths -- --to/--through`
// runs for real, its file written to a scratch folder that the commands after it read. A
// command with a placeholder (`<id>`, `…`) is a pattern, not a command: only its script is
// checked. `--list` prints each command and what it found.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DocCommand {
  file: string;
  line: number;
  text: string;
}

/** The commands of one markdown text: ```sh lines and inline `npm`/`npx` spans, in order. */
export function commandsIn(file: string, markdown: string): DocCommand[] {
  const found: (DocCommand & { at: number })[] = [];
  const lineAt = (offset: number) => markdown.slice(0, offset).split('\n').length;
  const fences = [...markdown.matchAll(/^```(sh|bash|shell)\n([\s\S]*?)^```/gm)];
  for (const fence of fences) {
    const start = (fence.index ?? 0) + fence[0].indexOf('\n') + 1;
    let offset = start;
    for (const raw of (fence[2] as string).split('\n')) {
      const text = raw
        .replace(/\s+#.*$/, '')
        .replace(/^#.*$/, '')
        .trim();
      if (text) found.push({ file, line: lineAt(offset), text, at: offset });
      offset += raw.length + 1;
    }
  }
  // The spans of the text with its fences blanked (newlines kept, so offsets hold): a fence's
  // backticks would pair with a span's.
  let prose = markdown;
  for (const fence of fences) {
    const at = fence.index ?? 0;
    prose =
      prose.slice(0, at) + fence[0].replace(/[^\n]/g, ' ') + prose.slice(at + fence[0].length);
  }
  for (const span of prose.matchAll(/`([^`]+)`/g)) {
    const text = (span[1] as string).replace(/\s+/g, ' ').trim();
    const at = span.index ?? 0;
    if (!/^([A-Z_]+=\S+ )*(npm|npx) /.test(text)) continue;
    found.push({ file, line: lineAt(at), text, at });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _, ...command }) => command);
}

/** The markdown files whose commands are checked: README.md and everything under docs/. */
export function documentedFiles(root = '.'): string[] {
  const docs = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docs(join(folder, entry.name))
        : entry.name.endsWith('.md')
          ? [join(folder, entry.name)]
          : [],
    );
  return ['README.md', 'deploy/README.md', ...docs('docs')].filter((file) =>
    existsSync(join(root, file)),
  );
}

/** Split a command line as a shell would, for the few forms the docs use (quotes, no escapes). */
export function shellWords(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? (match[3] as string),
  );
}

/** What to do with a command: run something (in its listing mode) or only check a name. */
export type Plan =
  | { kind: 'script'; script: string }
  | { kind: 'file'; path: string }
  | {
      kind: 'run';
      /** What must hold of the output: at least one test listed, or a clean exit. */
      expect: 'tests' | 'ok';
      argv: string[];
      env: Record<string, string>;
      /** The scratch file this command writes, for the commands after it. */
      writes?: string;
    }
  | { kind: 'skip'; why: string };

const NPM_BUILTINS = new Set(['ci', 'install', 'start', 'test']);

/** How to check one command; `scripts` are package.json's, `scratch` the folder files go to. */
export function planFor(text: string, scripts: Record<string, string>, scratch: string): Plan[] {
  return text.split(/\s*&&\s*/).map((part) => planOne(part, scripts, scratch));
}

function planOne(text: string, scripts: Record<string, string>, scratch: string): Plan {
  const words = shellWords(text);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = (words.shift() as string).split('=');
    env[name as string] = value.join('=');
  }
  const pattern = /<[^>]*>|…/.test(text);
  if (env.PATHS_SELECTION) env.PATHS_SELECTION = join(scratch, env.PATHS_SELECTION);
  const [tool, verb, ...rest] = words;
  if (tool === 'npm' && verb !== 'run') {
    return NPM_BUILTINS.has(verb ?? '')
      ? verb === 'start' || verb === 'test'
        ? { kind: 'script', script: verb }
        : { kind: 'skip', why: 'npm itself' }
      : { kind: 'skip', why: `npm ${verb}: not a project command` };
  }
  if (tool === 'npm') {
    const [script, ...more] = rest;
    const args = more[0] === '--' ? more.slice(1) : more;
    const name = script ?? '';
    if (!(name in scripts)) return { kind: 'script', script: name };
    if (pattern || args.length === 0) return { kind: 'script', script: name };
    if (name === 'paths' && (args.includes('--to') || args.includes('--through'))) {
      const at = args.indexOf('--out');
      const out =
        at >= 0
          ? (args[at + 1] as string)
          : args.includes('--all')
            ? 'paths-selection.txt'
            : 'paths-selection.json';
      const kept = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
      return {
        kind: 'run',
        expect: 'ok',
        argv: ['npx', 'tsx', 'scripts/paths.ts', ...kept, '--out', join(scratch, out)],
        env,
        writes: out,
      };
    }
    if (name === 'paths:e2e')
      return playwrightList(['e2e/paths.spec.ts', '--project=mobile', ...args], env);
    if (name === 'test:e2e') return playwrightList(args, env);
    if (name === 'test:e2e:lifeline') {
      return playwrightList(['--config', 'playwright.lifeline.config.ts', ...args], env);
    }
    if (name === 'test:unit') return vitestList(args, env);
    return { kind: 'script', script: name };
  }
  if (tool === 'npx' && verb === 'tsx') return { kind: 'file', path: rest[0] ?? '' };
  if (tool === 'npx' && verb === 'vitest' && rest[0] === 'run') {
    return pattern ? { kind: 'skip', why: 'a pattern' } : vitestList(rest.slice(1), env);
  }
  if (tool === 'npx' && verb === 'playwright' && rest[0] === 'test') {
    return pattern ? { kind: 'skip', why: 'a pattern' } : playwrightList(rest.slice(1), env);
  }
  if (tool === 'npx' && verb === 'playwright') {
    return { kind: 'skip', why: `playwright ${rest[0]}: opens a report or a trace` };
  }
  return { kind: 'skip', why: 'not a command of the project' };
}

function vitestList(args: string[], env: Record<string, string>): Plan {
  return { kind: 'run', expect: 'tests', argv: ['npx', 'vitest', 'list', ...args], env };
}

function playwrightList(args: string[], env: Record<string, string>): Plan {
  // --list only lists; a trace asked for is the run's, not the listing's.
  const at = args.indexOf('--trace');
  const kept = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  return {
    kind: 'run',
    expect: 'tests',
    argv: ['npx', 'playwright', 'test', '--list', ...kept],
    env,
  };
}

/** How many tests a listing printed: Vitest's `file > suite > test` lines, Playwright's `›` ones. */
export function testsListed(output: string): number {
  return output.split('\n').filter((line) => / > |›/.test(line) && !/^Total:/.test(line)).length;
}

/** At most this many commands at once: they mostly wait on start-up, not on the cores. */
const AT_ONCE = 3;
let running = 0;
const waiting: (() => void)[] = [];

async function run(argv: string[], env: Record<string, string>) {
  if (running >= AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await new Promise<{ code: number; output: string }>((done) => {
      const child = spawn(argv[0] as string, argv.slice(1), {
        env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.on('close', (code) => done({ code: code ?? 1, output }));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The same command (the same words and variables) is run once, wherever the docs show it. */
const runs = new Map<string, ReturnType<typeof run>>();
function runOnce(argv: string[], env: Record<string, string>) {
  const key = JSON.stringify([argv, env]);
  const known = runs.get(key);
  if (known) return known;
  const started = run(argv, env);
  runs.set(key, started);
  return started;
}

async function main() {
  const verbose = process.argv.includes('--list');
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const scratch = mkdtempSync(join(tmpdir(), 'docs-commands-'));
  const problems: string[] = [];
  const jobs: Promise<void>[] = [];
  let ran = 0;
  let checked = 0;
  try {
    for (const file of documentedFiles()) {
      // A selection written by one command is read by those after it in the same file.
      const written = new Map<string, Promise<void>>();
      for (const command of commandsIn(file, readFileSync(file, 'utf8'))) {
        const where = `${command.file}:${command.line}: ${command.text}`;
        for (const plan of planFor(command.text, scripts, scratch)) {
          checked += 1;
          if (plan.kind === 'skip') continue;
          if (plan.kind === 'script') {
            if (!(plan.script in scripts))
              problems.push(`${where}: package.json has no script "${plan.script}"`);
            continue;
          }
          if (plan.kind === 'file') {
            if (!existsSync(plan.path)) problems.push(`${where}: there is no ${plan.path}`);
            continue;
          }
          ran += 1;
          const needs = plan.env.PATHS_SELECTION
            ? written.get(plan.env.PATHS_SELECTION.slice(scratch.length + 1))
            : undefined;
          if (plan.env.PATHS_SELECTION && !needs) {
            problems.push(
              `${where}: no command before it in ${file} writes ${plan.env.PATHS_SELECTION.slice(scratch.length + 1)}`,
            );
            continue;
          }
          const job = (needs ?? Promise.resolve()).then(async () => {
            const { code, output } = await runOnce(plan.argv, plan.env);
            const count = testsListed(output);
            if (verbose)
              console.log(
                `${where}\n  → exit ${code}${plan.expect === 'tests' ? `, ${count} tests` : ''}`,
              );
            if (code !== 0 || (plan.expect === 'tests' && count === 0)) {
              const last = output.trim().split('\n').slice(-3).join('\n    ');
              problems.push(
                `${where}: ${code !== 0 ? `exits ${code}` : 'selects no test'} (${plan.argv.join(' ')})\n    ${last}`,
              );
            }
          });
          if (plan.writes) written.set(plan.writes, job);
          jobs.push(job);
        }
      }
    }
    await Promise.all(jobs);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`Commands in the docs that do not run or find nothing:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `The docs' ${checked} commands name real scripts and files; ${ran} ran and found what they name.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
