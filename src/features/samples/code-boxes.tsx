import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { FieldError } from '../../components/field-error';
import { CODE_LENGTH, keepCodeCharacters, spreadCode } from './verification-code';

export const boxId = (index: number) => `code-${index}`;

/**
 * What a box's new value adds. With maxLength 1 a person types one character, but some
 * Android keyboards append past the limit ("A" + "B" = "AB"); anything longer is a whole code
 * put in by paste or the phone's one-time-code autofill.
 */
function typedCharacters(previous: string, raw: string): string {
  const typed = keepCodeCharacters(raw);
  if (typed.length === 2 && previous) {
    if (typed.startsWith(previous)) return typed.slice(1);
    if (typed.endsWith(previous)) return typed.slice(0, 1);
  }
  return typed;
}

export interface CodeBoxesProps {
  code: string[];
  error: string | undefined;
  onChange: (code: string[]) => void;
}

/**
 * Six boxes of one character, read as one field: typing moves on, Backspace and the arrows
 * move back and forth, and a code pasted or autofilled into any box fills them all.
 */
export function CodeBoxes({ code, error, onChange }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (text: string) => {
    const next = spreadCode(text);
    onChange(next);
    const firstEmpty = next.indexOf('');
    focusBox(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
  };

  const setBox = (index: number, character: string) =>
    onChange(code.map((value, at) => (at === index ? character : value)));

  const change = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = typedCharacters(code[index] ?? '', event.target.value);
    if (typed.length > 1) {
      fill(typed);
      return;
    }
    // A character outside A–Z and 0–9 is ignored, not typed.
    if (event.target.value && !typed) return;
    setBox(index, typed);
    if (typed && index < CODE_LENGTH - 1) focusBox(index + 1);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Whichever box has focus, a pasted code fills them all from the first.
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (keepCodeCharacters(text)) fill(text);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !code[index] && index > 0) {
      event.preventDefault();
      setBox(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset
        className="fieldset"
        aria-describedby={error ? 'code-hint code-error' : 'code-hint'}
      >
        <legend className="fieldset__legend">
          <Trans>Verification code</Trans>
        </legend>
        <p className="field__hint" id="code-hint">
          <Trans>
            One letter or number in each box. You can paste the whole code into any box.
          </Trans>
        </p>
        <FieldError id="code-error" message={error} />
        <div className="code-boxes">
          {code.map((character, index) => (
            <div className="code-boxes__item" key={boxId(index)}>
              <label className="visually-hidden" htmlFor={boxId(index)}>
                <Trans>
                  Character {index + 1} of {CODE_LENGTH}
                </Trans>
              </label>
              <input
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                id={boxId(index)}
                name={boxId(index)}
                type="text"
                inputMode="text"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                maxLength={1}
                className="field__input code-boxes__box"
                aria-invalid={error && !character ? true : undefined}
                value={character}
                onChange={(event) => change(index, event)}
                onPaste={paste}
                onKeyDown={(event) => keyDown(index, event)}
                // Selected on focus, so typing replaces a box's character.
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
