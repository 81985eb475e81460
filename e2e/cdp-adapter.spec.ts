// The heap figure's driver (scripts/cdp-adapter.ts, DEC-170): it must do what a person does
// on each control, as the Playwright adapter does, and drive a whole application to its end.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { playFillsOverCdp } from '../scripts/cdp-adapter';
import { buildProgram, walkApplication } from '../scripts/flow-walk';
import { distDir } from '../server/dist-dir.ts';
import type { FormAction } from '../tests/fill/form-fills';

const FORM = `<!doctype html><html lang="en"><title>Form</title><main>
  <label for="name">Name</label><input id="name">
  <label for="kept">Kept</label><input id="kept" value="as it was">
  <label for="blank">Blank</label><input id="blank">
  <label for="over">Over</label><input id="over" value="old text">
  <label for="cleared">Cleared</label><input id="cleared" value="old">
  <div hidden><label for="later">Later</label><input id="later"></div>
  <label for="shown">Shown</label><input id="shown">
  <label for="state">State</label>
  <select id="state"><option value="">Choose</option><option value="NY">New York</option></select>
  <input type="checkbox" id="consent"><label for="consent">I agree</label>
  <input type="checkbox" id="optout" checked><label for="optout">Keep me posted</label>
  <input type="checkbox" id="news" checked><label for="news">News</label>
  <div style="position:relative;width:40px;height:40px">
    <input type="checkbox" id="covered" style="position:absolute;left:10px;top:10px">
    <div style="position:absolute;inset:0;background:#fff"></div>
  </div><label for="covered">Covered</label>
  <fieldset><legend>Language</legend>
    <input type="radio" name="language" id="language-0" value="English"><label for="language-0">English</label>
    <input type="radio" name="language" id="language-1" value="Spanish"><label for="language-1">Spanish</label>
  </fieldset>
  <fieldset><legend>Contact</legend>
    <input type="radio" name="contact" id="contact-0" value="Text" checked><label for="contact-0">Text</label>
    <input type="radio" name="contact" id="contact-1" value="Call"><label for="contact-1">Call</label>
  </fieldset>
  <button type="button" id="enrol" aria-disabled="true">Enroll now</button>
  <button type="button" id="go">Continue</button>
  <button type="button">Save</button><button type="button">Save</button>
  <div inert><button type="button">Back</button></div><button type="button" id="back">Back</button>
</main><script>
  window.heard = [];
  for (const type of ['input', 'change', 'click'])
    document.addEventListener(type, (e) => e.target.id && heard.push(e.target.id + ':' + type), true);
  // Busy until its call is answered (here: 400 ms after Continue), as the offer's Enroll now is.
  const enrol = document.getElementById('enrol');
  enrol.addEventListener('click', () => heard.push(enrol.getAttribute('aria-disabled') ? 'enrol:busy' : 'enrol:ready'));
  document.getElementById('go').addEventListener('click', () => setTimeout(() => enrol.removeAttribute('aria-disabled'), 400));
  // A field that arrives after the page, as a step's form may after its heading.
  setTimeout(() => document.querySelector('main').insertAdjacentHTML('beforeend', '<label for="late">Late</label><input id="late">'), 300);
</script></html>`;

async function formPage(page: Page): Promise<CDPSession> {
  await page.setContent(FORM);
  return page.context().newCDPSession(page);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
const value = (page: Page, id: string) => page.locator(`#${id}`).inputValue();

test('types, selects, ticks and chooses as a person does, with the events a person causes', async ({
  page,
}) => {
  const cdp = await formPage(page);
  const actions: FormAction[] = [
    { do: 'type', field: { id: 'name' }, text: 'Ana Díaz' },
    { do: 'type', field: { id: 'kept' }, text: 'new', when: 'empty' },
    { do: 'type', field: { id: 'blank' }, text: 'filled', when: 'empty' },
    { do: 'type', field: { id: 'over' }, text: 'new text' },
    { do: 'type', field: { id: 'cleared' }, text: '' },
    { do: 'type', field: { id: 'later' }, text: '1234', when: 'shown' },
    { do: 'type', field: { id: 'shown' }, text: '5678', when: 'shown' },
    { do: 'type', field: { id: 'missing' }, text: '1234', when: 'shown' },
    { do: 'type', field: { id: 'late' }, text: 'arrived' },
    { do: 'select', field: { id: 'state' }, option: 'NY' },
    { do: 'tick', field: { id: 'consent' }, checked: true },
    { do: 'tick', field: { id: 'optout' }, checked: true },
    { do: 'tick', field: { id: 'news' }, checked: false },
    { do: 'choose', field: { name: 'language', value: 'Spanish' } },
    { do: 'choose', field: { name: 'contact', value: 'Text' } },
    { do: 'press', names: ['Continue'] },
    { do: 'press', names: ['Enroll now'] },
  ];
  await playFillsOverCdp(cdp, actions);

  expect(await value(page, 'name')).toBe('Ana Díaz');
  expect(await value(page, 'kept')).toBe('as it was');
  expect(await value(page, 'blank')).toBe('filled');
  expect(await value(page, 'over')).toBe('new text');
  expect(await value(page, 'cleared')).toBe('');
  expect(await value(page, 'later')).toBe('');
  expect(await value(page, 'shown')).toBe('5678');
  expect(await value(page, 'late')).toBe('arrived');
  expect(await value(page, 'state')).toBe('NY');
  await expect(page.locator('#consent')).toBeChecked();
  await expect(page.locator('#optout')).toBeChecked();
  await expect(page.locator('#news')).not.toBeChecked();
  await expect(page.locator('#language-1')).toBeChecked();
  await expect(page.locator('#contact-0')).toBeChecked();
  const events = await heard(page);
  expect(events).toEqual(
    expect.arrayContaining([
      'name:input',
      'cleared:input',
      'state:input',
      'state:change',
      'consent:click',
      'consent:change',
      'language-1:change',
      'go:click',
    ]),
  );
  // A box or radio button already as asked is left alone; only the pressed buttons are
  // clicked, Enroll now once it is no longer busy.
  expect(events.filter((e) => e.endsWith(':click'))).toEqual([
    'consent:click',
    'news:click',
    'language-1:click',
    'go:click',
    'enrol:click',
  ]);
  expect(events).toContain('enrol:ready');
  expect(events).not.toContain('enrol:busy');
});

test('fails where Playwright fails: an option that is not there, a box a click cannot reach', async ({
  page,
}) => {
  const cdp = await formPage(page);
  await expect(
    playFillsOverCdp(cdp, [{ do: 'select', field: { id: 'state' }, option: 'ZZ' }]),
  ).rejects.toThrow(/no option ZZ/);
  expect(await value(page, 'state')).toBe('');
  await expect(
    playFillsOverCdp(cdp, [{ do: 'tick', field: { id: 'covered' }, checked: true }]),
  ).rejects.toThrow(/did not leave it checked/);
});

test('presses the one button of that name on show, and fails when the name is not one', async ({
  page,
}) => {
  const cdp = await formPage(page);
  // The Back inside an inert frame is not on show: the other one is pressed.
  await playFillsOverCdp(cdp, [{ do: 'press', names: ['Back'] }]);
  expect(await heard(page)).toEqual(['back:click']);
  await expect(playFillsOverCdp(cdp, [{ do: 'press', names: ['Save'] }])).rejects.toThrow(
    /2 buttons named/,
  );
  await expect(playFillsOverCdp(cdp, [{ do: 'press', names: ['Submit'] }])).rejects.toThrow(
    /No enabled button named/,
  );
});

test('drives a whole application to the order confirmation with no script in the page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Everything of Playwright's that would run a script in the page fails the walk if used.
  const scripted = [
    'locator',
    'getByRole',
    'getByLabel',
    'getByText',
    'evaluate',
    'evaluateHandle',
    '$',
    '$$',
    '$eval',
    '$$eval',
    'waitForSelector',
    'waitForFunction',
    'fill',
    'click',
    'check',
    'selectOption',
    'textContent',
    'inputValue',
    'isVisible',
  ] as const;
  for (const name of scripted) {
    Object.defineProperty(page, name, {
      value: () => {
        throw new Error(`the walk over the protocol used page.${name}`);
      },
    });
  }
  const screens = await walkApplication(page, baseURL ?? '', buildProgram(distDir()), 'cdp');
  expect(screens.at(-1)?.url).toMatch(/^\/Completed\w*\?orderId=/);
  // The walk's storage is read over the protocol too: the flow is saved in the tab.
  expect(Object.keys(screens.at(-1)?.session ?? {}).length).toBeGreaterThan(0);
});
