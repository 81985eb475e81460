import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../components/error-summary';
import { FieldError } from '../../components/field-error';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { informationPaths } from '../../config/paths';
import { CODE_LENGTH, emptyCode, keepCodeCharacters, spreadCode } from './verification-code';

const boxId = (index: number) => `code-${index}`;

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

/** /VerificationPage: six boxes for a code of letters and digits. */
export function VerificationCodePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState<string[]>(emptyCode);
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [resent, setResent] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (text: string) => {
    const next = spreadCode(text);
    setCode(next);
    const firstEmpty = next.indexOf('');
    focusBox(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
  };

  const setBox = (index: number, character: string) =>
    setCode((current) => current.map((value, at) => (at === index ? character : value)));

  const onChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
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

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Whichever box has focus, a pasted code fills them all from the first.
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (keepCodeCharacters(text)) fill(text);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.every(Boolean)) {
      navigate(informationPaths.enrollmentResult);
      return;
    }
    setMissing(true);
    setAttempt((n) => n + 1);
  };

  const error = missing ? t`Enter all 6 characters of the code` : undefined;
  const firstEmpty = Math.max(0, code.indexOf(''));
  const summary = error ? [{ fieldId: boxId(firstEmpty), message: error }] : [];
  const title = t`Enter your verification code`;

  return (
    <>
      <PageTitle title={title} hasErrors={Boolean(error)} />
      <ErrorSummary errors={summary} attempt={attempt} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          A code of 6 letters and numbers is sent to your phone or e-mail, to check that they are
          yours.
        </Trans>
      </p>
      <div className="notice">
        <p>
          <Trans>
            This site does not send codes: no message is actually sent. Any 6 letters or numbers let
            you continue.
          </Trans>
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="form">
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
                    onChange={(event) => onChange(index, event)}
                    onPaste={onPaste}
                    onKeyDown={(event) => onKeyDown(index, event)}
                    // Selected on focus, so typing replaces a box's character.
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="actions">
          <button type="submit" className="button">
            <Trans>Continue</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setResent((n) => n + 1)}
          >
            <Trans>Send again</Trans>
          </button>
        </div>
        <p role="status">
          {resent > 0 && (
            // A new node on each press, so a screen reader announces it again.
            <span key={resent}>
              <Trans>We sent a new code (on this site, no message is actually sent).</Trans>
            </span>
          )}
        </p>
      </form>
    </>
  );
}
