import { fieldList } from '../fields/field-list';
import { zipCodeRule } from '../fields/rules';

// The zip page's one question (B §2, D8), the first screen of the flow. Its rule reads its value
// alone (`plainSchema`): the page is drawn and answered before the flow's rules and the machine
// have loaded (DEC-156), and the machine checks the zip code it is sent with the same rule.

export const zipCodeFields = fieldList({
  zipCode: {
    // What was typed stays, letters too, so the message can say what is wrong with it.
    control: { kind: 'text', inputMode: 'numeric', autoComplete: 'postal-code', width: 'short' },
    rule: () => zipCodeRule({ required: 'zipRequired', invalid: 'zipInvalid' }),
    example: '10001',
  },
});
