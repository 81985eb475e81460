// Issue 40: every guarded transition of the machine carries a `description` that says its
// condition in plain words, so Stately shows the meaning where the arrow is, not only a guard's
// name. `undescribedGuards()` lists those that do not; tests/machines/undescribed-guards.test.ts
// fails on any not in tests/machines/undescribed-guards.json, the exceptions still to describe,
// and on any entry there that is described now (the list only shrinks).
// `npx tsx scripts/undescribed-guards.ts --write` rewrites that list from the machine.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { descendants, edgesOf, eventLabel, guardLabel, shortId } from './machine-labels';

export const UNDESCRIBED_GUARDS_FILE = 'tests/machines/undescribed-guards.json';

/** `state event [guard]` for each guarded transition with no description, in the machine's order. */
export function undescribedGuards(machine: AnyStateMachine): string[] {
  return [machine.root, ...descendants(machine.root)].flatMap((node) =>
    edgesOf(node)
      .filter(({ transition }) => transition.guard !== undefined && !transition.description)
      .map(
        ({ source, transition, event }) =>
          `${shortId(source) || '(root)'} ${eventLabel(event)} [${guardLabel(transition.guard)}]`,
      ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { enrolmentMachine } = await import('../machines/enrolment.machine');
  const list = undescribedGuards(enrolmentMachine as unknown as AnyStateMachine);
  if (process.argv.includes('--write')) {
    writeFileSync(UNDESCRIBED_GUARDS_FILE, `${JSON.stringify(list, null, 2)}\n`);
    console.log(
      `Wrote ${list.length} undescribed guarded transitions to ${UNDESCRIBED_GUARDS_FILE}.`,
    );
  } else {
    console.log(list.join('\n'));
    console.log(`${list.length} guarded transitions have no description.`);
  }
}
