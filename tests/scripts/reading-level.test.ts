// Issue 40: what the reading-grade check counts (scripts/reading-level.ts).
import { describe, expect, it } from 'vitest';
import { countProse, gradeOf, proseLines } from '../../scripts/reading-level';

describe('the Flesch-Kincaid grade', () => {
  it('is 0.39 × words a sentence + 11.8 × syllables a word − 15.59', () => {
    // 6 words of one syllable each, in one sentence: 0.39 × 6 + 11.8 × 1 − 15.59.
    expect(countProse(['The cat sat on the mat.'])).toEqual({
      sentences: 1,
      words: 6,
      syllables: 6,
    });
    expect(gradeOf(['The cat sat on the mat.'])).toBe(
      Math.round(10 * (0.39 * 6 + 11.8 - 15.59)) / 10,
    );
  });

  it('reads each line as at least one sentence, and a number or an address as words', () => {
    expect(countProse(['Medicaid', 'Up to $9.25 a month. Apply now!']).sentences).toBe(3);
    expect(countProse(['See fcc.gov/acp']).words).toBe(2);
  });

  it('grades long words in a long sentence higher than short words in short ones', () => {
    const long = gradeOf([
      'The Universal Service Administrative Company administers the eligibility determination.',
    ]);
    const short = gradeOf(['USAC runs it. It checks who can get the help.']);
    expect(long).toBeGreaterThan(12);
    expect(short).toBeLessThan(4);
  });
});

describe('the prose lines of a page', () => {
  it('are its paragraphs, list items and sentence labels; not headings, buttons, hints or lone links', () => {
    document.body.innerHTML = `
      <main>
        <h1>About Lifeline</h1>
        <p>Lifeline is a benefit.   It lowers the cost.</p>
        <p class="actions"><a href="/ZipCodePage">Apply now</a></p>
        <ul><li>Medicaid<span class="program-list__hint">Counts for adults too</span></li></ul>
        <ol><li><label for="i1"><span>1.</span> I will tell my provider.</label>
          <p class="field__hint">Your initials (required)</p><input id="i1"></li></ol>
        <label for="n">Your full legal name</label>
        <button>Continue</button>
        <p>support@carrier.example</p>
      </main>`;
    expect(proseLines(document.body)).toEqual([
      'Lifeline is a benefit. It lowers the cost.',
      'Counts for adults too',
      'I will tell my provider.',
    ]);
  });
});
