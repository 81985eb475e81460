import { describe, expect, it } from 'vitest';
import type { PersonalInfo } from '../../machines/flow-types';
import { reviewedApplication } from '../support/application-fixture';
import { buttonPattern, formFills, isFormEvent, selectorOf } from './form-fills';

describe('form fills', () => {
  it('type what the event carries: a changed fixture changes what is typed', () => {
    const personal = reviewedApplication.answers.personalInfo as PersonalInfo;
    const typed = (firstName: string) =>
      formFills({ type: 'personalInfo.submitted', answer: { ...personal, firstName } }).find(
        (action) => action.do === 'type' && selectorOf(action.field) === '#firstName',
      );
    expect(typed('Ana')).toMatchObject({ text: 'Ana' });
    expect(typed('Rosa')).toMatchObject({ text: 'Rosa' });
  });

  it('name a radio button by its group and value', () => {
    const [program] = formFills({
      type: 'legacy.program.submitted',
      program: { inProgram: true, eligibilityProgramCode: 'E2' },
    }).filter((action) => action.do === 'choose' && !('id' in action.field));
    expect(program && program.do === 'choose' && selectorOf(program.field)).toBe(
      'input[name="eligibilityProgramCode"][value="E2"]',
    );
  });

  it('match a whole button name, or its start, in the words on show', () => {
    const press = { do: 'press', names: ['Continue', 'Resubmit'] } as const;
    expect(buttonPattern(press).test('Continue')).toBe(true);
    expect(buttonPattern(press).test('Continue my application')).toBe(false);
    expect(
      buttonPattern({ do: 'press', names: ['Edit'], startsWith: true }).test('Edit your name'),
    ).toBe(true);
    const spanish = buttonPattern(press, { Continue: 'Continuar', Resubmit: 'Enviar de nuevo' });
    expect(spanish.test('Continuar')).toBe(true);
    expect(() => buttonPattern(press, { Continue: 'Continuar' })).toThrow(/Resubmit/);
  });

  it('know the address bar and the clock are no form', () => {
    expect(isFormEvent({ type: 'route.visited' })).toBe(false);
    expect(isFormEvent({ type: 'session.expired' })).toBe(false);
    expect(isFormEvent({ type: 'zip.submitted' })).toBe(true);
  });
});
