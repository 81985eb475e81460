import type { AnswerStepKey, Answers, StepAnswer } from './step-answers';

// The answers as one object, as the provider reads them (form-flow's "answers flat"): no two
// steps ask the same field, so a reader needs no step's name. Types only from the step table,
// so a page that reads answers carries none of the steps' schemas.

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

export type FlatAnswers = Partial<
  UnionToIntersection<{ [K in AnswerStepKey]: StepAnswer<K> }[AnswerStepKey]>
>;

export function flatAnswers(answers: Answers): FlatAnswers {
  return Object.assign({}, ...Object.values(answers));
}
