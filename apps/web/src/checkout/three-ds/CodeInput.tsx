import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { THREE_DS_TEXTS as T } from './texts';

/**
 * The code in one box per digit, each named 'Código de verificação, dígito n de 6'. A digit replaces
 * the box's and moves to the next box; Backspace in an empty box goes back; a pasted or autofilled code (one-time-code,
 * on the first box) fills the boxes from where it lands.
 */
export function CodeInput({
  digits,
  onChange,
  error,
  errorId,
}: {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  error: string | null;
  errorId: string;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` (digits only) from box `from` on, and moves to the box after the last one written. */
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    const written = typed.slice(0, length - from);
    for (let offset = 0; offset < written.length; offset += 1) next[from + offset] = written[offset]!;
    onChange(next);
    focusBox(from + written.length);
  };

  const change = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    const previous = digits[index];
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
    } else if (previous && typed.length === 2) {
      // A digit typed beside the one already there: the new one replaces it.
      fill(index, typed[0] === previous ? typed.slice(1) : typed.slice(0, 1));
    } else {
      fill(index, typed);
    }
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plain && /^\d$/.test(event.key)) {
      // Typed here, not left to the change: the same digit again changes no value, and would not move on.
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const typed = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (typed) fill(index, typed);
  };

  return (
    <fieldset className="code">
      <legend>{T.codeLabel}</legend>
      <div className="code-boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            id={index === 0 ? 'three-ds-code' : undefined}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // The first box, where the buyer starts typing (as the back-office's form did).
            autoFocus={index === 0}
            aria-label={T.codeDigit(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onFocus={(event) => event.target.select()}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
          />
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
