import type { ProgramRules } from '../../profiles/program-rules';

/** The answers of the steps before, as far as a step's rules read them. */
export interface EarlierAnswers {
  personalInfo?: { firstName: string; lastName: string } | null;
}

/** What a step's rules depend on besides the answer: the profile, the day, earlier steps. */
export interface AnswerContext {
  rules: ProgramRules;
  today: Date;
  answers: EarlierAnswers;
}
