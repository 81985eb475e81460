// `npm test`: every check, both builds and every browser test, as CI runs them (.ci/run). Steps
// that need nothing of each other run side by side (issue 40: CI on two cores took 15 minutes
// one step after another): the quick checks, then the unit tests, in one lane; the docs check
// and the two builds (the Lifeline build reusing the compression of every chunk the ACP build
// already made, DEC-191) in another. The steps on a build, the browser tests above all, then
// run one after another: each already keeps both cores busy. A step's output is printed whole
// when it ends, with its time; the first failure stops the others and fails the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** A lane: scripts run in order; lanes of one stage run side by side. */
export type Stage = string[][];

export const STAGES: Stage[] = [
  [
    ['lint', 'deps', 'typecheck', 'i18n:check', 'test:unit'],
    ['docs:check', 'build', 'build:lifeline'],
  ],
  [
    [
      'deploy:check',
      'budgets',
      'test:e2e',
      'paths:e2e:check',
      'budgets:lifeline',
      'test:e2e:lifeline',
    ],
  ],
];

const running = new Set<ChildProcess>();
let failed = false;

function runScript(script: string): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function lane(scripts: string[]) {
  for (const script of scripts) {
    if (failed) return;
    const { code, output, seconds } = await runScript(script);
    if (failed) return;
    process.stdout.write(`\n== npm run ${script} (${seconds.toFixed(1)} s)\n${output}`);
    if (code !== 0) {
      failed = true;
      console.error(`\n== npm run ${script} failed (exit ${code})`);
      stopAll();
      return;
    }
  }
}

/** Stop every step under way, with whatever each started (its own process group). */
function stopAll() {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

async function main() {
  const started = Date.now();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(1);
    });
  }
  for (const stage of STAGES) {
    await Promise.all(stage.map(lane));
    if (failed) process.exit(1);
  }
  console.log(`\n== npm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
