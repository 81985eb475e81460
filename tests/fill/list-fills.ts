// The fills of a step whose questions are rows (machines/steps/): each field asked of the
// answer, in the list's order, done as its control is done. A new row is typed, ticked or
// chosen here with nothing added. Plain TypeScript: nothing here may import a test runner.
import type { FieldList, Given } from '../../machines/fields/field-list';
import { controlOf, shownFields, yesNoValues } from '../../machines/fields/field-list';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import type { Control, FormAction } from './form-fills';

const id = (value: string): Control => ({ id: value });

/** D7's three selects, month first as they are on the page, from YYYY-MM-DD; none chosen for ''. */
export function dateFills(field: string, iso: string): FormAction[] {
  if (iso === '') return [{ do: 'select', field: id(`${field}-year`), option: '' }];
  const [year = '', month = '', day = ''] = iso.split('-');
  return [
    { do: 'select', field: id(`${field}-month`), option: String(Number(month)) },
    { do: 'select', field: id(`${field}-day`), option: String(Number(day)) },
    { do: 'select', field: id(`${field}-year`), option: String(Number(year)) },
  ];
}

/** What a person does for each field of `answer` that the page asks, by its control. */
export function listFills(
  list: FieldList,
  answer: Given,
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
  custom: Readonly<Record<string, (value: unknown) => FormAction[]>> = {},
): FormAction[] {
  const shown = shownFields(list, answer, { rules, today: new Date(), answers: {} });
  return shown
    .filter((name) => name in answer)
    .flatMap((name): FormAction[] => {
      const row = list[name];
      const control = row ? controlOf(row, rules) : undefined;
      const value = answer[name];
      switch (control?.kind) {
        case 'text':
        case 'phone':
        case 'email':
          return [{ do: 'type', field: id(name), text: String(value ?? '') }];
        case 'checkbox':
          return [{ do: 'tick', field: id(name), checked: value === true }];
        case 'yesNo': {
          // An answer left unanswered (an answer the page must refuse) chooses nothing.
          const index = yesNoValues(control).indexOf(value);
          return index < 0 ? [] : [{ do: 'choose', field: id(`${name}-${index}`) }];
        }
        case 'choice':
          return value === '' ? [] : [{ do: 'choose', field: { name, value: String(value) } }];
        case 'state':
          return [{ do: 'select', field: id(name), option: String(value ?? '') }];
        case 'date':
          return dateFills(name, String(value ?? ''));
        default: {
          const fill = custom[name];
          if (!fill) throw new Error(`No fill for the custom field ${name}`);
          return fill(value);
        }
      }
    });
}
