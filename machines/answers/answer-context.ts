import type { ProgramRules } from '../../profiles/program-rules';

/**
 * The other steps' answers, as far as a step's rules read them: the steps before, and, when an
 * answer is changed from the review, the steps after (D45 reads the program and the Tribal
 * lands answer whichever was given first).
 */
export interface EarlierAnswers {
  personalInfo?: { firstName: string; lastName: string } | null;
  qualification?: { eligibilityProgramCode: string } | null;
  tribalStatus?: { checkTribal: boolean } | null;
}

/** What a step's rules depend on besides the answer: the profile, the day, earlier steps. */
export interface AnswerContext {
  rules: ProgramRules;
  today: Date;
  answers: EarlierAnswers;
}
