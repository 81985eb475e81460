// D51's paths (issue 37): a household qualifies, goes back to a step and changes an answer of
// each kind (a field the check carries, the program, Tribal lands, the household), and goes on:
// the offer is withdrawn, the review and the signature come again, a new check is sent and the
// enrolment after it; or, for a household that now has its benefit (D44), the offer's URL
// typed next still ends on D44's page. The graph's cover keeps the first check's path and
// merges the rest with it, so these are walked on purpose and kept beside the generated paths;
// both runners play them, and the request record (request-record.ts) holds every request of
// them to the answers given last.
import { hasHouseholdBenefit } from '../../machines/application-data';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { screens } from '../../machines/screens';
import { type AnswerStepKey, answeredEvent } from '../../machines/step-answers';
import { answerVariantsUnder, changedAfterCheckUnder } from '../support/application-fixture';
import {
  describePath,
  expectedStates,
  input,
  type ModelEvent,
  type ModelInput,
  type ModelPath,
  pathId,
  type Snapshot,
  shortestEventsTo,
} from './enrolment-model';
import type { GeneratedPath } from './path-selection';

/** A path of these, as the generator keeps its own: each step with the state it reaches. */
export function asModelPath(path: GeneratedPath, modelInput: ModelInput = input): ModelPath {
  const states = expectedStates(path.events, modelInput);
  return {
    ...path,
    steps: path.events.map((event, at) => ({ event, state: states[at] as Snapshot })),
    state: states.at(-1) as Snapshot,
  };
}

const visit = (path: string): ModelEvent => ({ type: 'route.visited', path, query: {} });

/** Qualified by a check this tab sent: the offer, its tablet looked up. */
const atOffer = (s: Snapshot) =>
  s.matches({ enrolment: { offer: 'choosing' } } as never) &&
  s.context.eligibilityStatus === 'COMPLETE' &&
  Boolean(s.context.application.checked);

/** An order made by an enrolment. */
const enrolled = (s: Snapshot) =>
  s.matches('completed' as never) && s.context.order?.kind === 'enrol';

/** The answers after a check that change what it was sent with, each once, by step. */
function changes(modelInput: ModelInput): [AnswerStepKey, unknown][] {
  const rules = modelInput.programRules ?? DEFAULT_PROGRAM_RULES;
  const changed = Object.entries(changedAfterCheckUnder(rules)) as [AnswerStepKey, unknown][];
  // Under the worksheet (D44), each of its branches is a household's answer of its own.
  const households = (answerVariantsUnder(rules).household ?? []).map(
    (answer): [AnswerStepKey, unknown] => ['household', answer],
  );
  return [...changed, ...households];
}

function asPath(events: ModelEvent[]): GeneratedPath {
  return { id: pathId(events), name: describePath(events), events };
}

/** One path per kind of change after the check, under `modelInput`'s rules. */
export function changedAfterCheckPaths(modelInput: ModelInput = input): GeneratedPath[] {
  const toOffer = shortestEventsTo([], atOffer, modelInput);
  if (!toOffer) throw new Error('D51: no walk reaches the offer after a check');
  return changes(modelInput).map(([step, answer]) => {
    const changed = [
      ...toOffer,
      visit(screens[step].path),
      { type: answeredEvent(step), answer } as ModelEvent,
    ];
    const after = expectedStates(changed, modelInput).at(-1) as Snapshot;
    if (hasHouseholdBenefit(after.context.application, after.context.programRules)) {
      // D44: the offer's URL typed next: the end page holds.
      return asPath([...changed, visit(screens.enrollStep.path)]);
    }
    const rest = shortestEventsTo(changed, enrolled, modelInput);
    if (!rest) throw new Error(`D51: no walk enrols after ${step} changed`);
    return asPath([...changed, ...rest]);
  });
}
