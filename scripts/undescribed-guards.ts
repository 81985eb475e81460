// Issue 40: every guarded transition of the machine carries a `description` that says its
// condition in plain words, so Stately shows the meaning where the arrow is, not only a guard's
// name (DEC-250). `undescribedGuards()` lists those that do not, for
// tests/machines/undescribed-guards.test.ts, which holds the list empty;
// `npx tsx scripts/undescribed-guards.ts` prints it (and fails when it is not empty).
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { descendants, edgesOf, eventLabel, guardLabel, shortId } from './machine-labels';

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
  for (const entry of list) console.log(entry);
  console.log(`${list.length} guarded transitions have no description.`);
  if (list.length > 0) process.exitCode = 1;
}
