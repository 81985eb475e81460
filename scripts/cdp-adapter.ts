// Plays tests/fill/form-fills.ts through the DevTools protocol's DOM, Accessibility and Input
// domains, so that nothing of the driver's runs in the page. Playwright's locators run an
// injected script in the page's own V8 heap: on /ZipCodePage one locator query keeps 0.7 MB
// alive and a walk's few hundred leave 1–2 MB of garbage, which the heap figure of issue 18
// §4 would count as the application's (DEC-170). A select is the one control set by a line of
// script, as Playwright's selectOption does: a closed select has no reliable keyboard path.
import type { CDPSession } from '@playwright/test';
import { buttonPattern, type FormAction, selectorOf } from '../tests/fill/form-fills';

interface AXNode {
  ignored: boolean;
  nodeId?: string;
  name?: { value?: unknown };
  value?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
}

async function root(cdp: CDPSession): Promise<number> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  return root.nodeId;
}

/** The first node `selector` finds, or null. */
export async function query(cdp: CDPSession, selector: string): Promise<number | null> {
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: await root(cdp), selector });
  return nodeId === 0 ? null : nodeId;
}

const WAIT_MS = 10_000;

/** Ask `find` again every 50 ms until it gives a node, as Playwright's locators wait. */
async function waitFor(what: string, find: () => Promise<number | null>): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const nodeId = await find();
    if (nodeId !== null) return nodeId;
    if (Date.now() > deadline) throw new Error(`No ${what} on the page after ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The node `selector` finds, waited for (a step's form may still be arriving after its heading). */
function must(cdp: CDPSession, selector: string): Promise<number> {
  return waitFor(selector, () => query(cdp, selector));
}

/** The node's own entry in the accessibility tree (its name, value and states). */
async function axOf(cdp: CDPSession, nodeId: number): Promise<AXNode> {
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })) as { nodes: AXNode[] };
  const node = nodes[0];
  if (!node) throw new Error(`Node ${nodeId} has no accessibility entry`);
  return node;
}

/**
 * The node's accessible name (a heading's text), or null when it is hidden or inert. For a
 * heading this is its text with spaces collapsed, which is what the walk's patterns match.
 */
export async function accessibleName(cdp: CDPSession, nodeId: number): Promise<string | null> {
  const node = await axOf(cdp, nodeId);
  return node.ignored ? null : String(node.name?.value ?? '');
}

/**
 * Whether the node has a layout box. Looser than Playwright's isVisible (which also wants a
 * non-empty box and not `visibility: hidden`): the app hides a field by not rendering it or
 * with `hidden`, both of which leave no box.
 */
async function rendered(cdp: CDPSession, nodeId: number): Promise<boolean> {
  try {
    await cdp.send('DOM.getBoxModel', { nodeId });
    return true;
  } catch {
    return false;
  }
}

async function click(cdp: CDPSession, nodeId: number) {
  await cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId });
  const { quads } = await cdp.send('DOM.getContentQuads', { nodeId });
  const [x1, y1, x2, y2, x3, y3, x4, y4] = quads[0] ?? [];
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined)
    throw new Error(`Node ${nodeId} has no box to click`);
  const x = (x1 + x2 + (x3 ?? x1) + (x4 ?? x2)) / 4;
  const y = (y1 + y2 + (y3 ?? y1) + (y4 ?? y2)) / 4;
  for (const type of ['mousePressed', 'mouseReleased'] as const) {
    await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  }
}

/** Replace a text field's contents, as typing does (beforeinput, input). */
async function type(cdp: CDPSession, nodeId: number, text: string) {
  await cdp.send('DOM.focus', { nodeId });
  const selectAll = { key: 'a', code: 'KeyA', modifiers: 2, commands: ['selectAll'] };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...selectAll });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...selectAll });
  if (text === '') {
    const del = { key: 'Delete', code: 'Delete', windowsVirtualKeyCode: 46 };
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...del });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...del });
  } else {
    await cdp.send('Input.insertText', { text });
  }
}

async function select(cdp: CDPSession, nodeId: number, option: string) {
  const { object } = await cdp.send('DOM.resolveNode', { nodeId });
  const objectId = object.objectId as string;
  try {
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration:
        'function(v){if(![...this.options].some(o=>o.value===v))return false;this.value=v;for(const t of["input","change"])this.dispatchEvent(new Event(t,{bubbles:true}));return true}',
      arguments: [{ value: option }],
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`Choosing ${option}: ${exceptionDetails.text}`);
    if (result.value !== true) throw new Error(`The select has no option ${option}`);
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId });
  }
}

async function checked(cdp: CDPSession, nodeId: number): Promise<boolean> {
  // The protocol gives a tristate checkbox's state as a string ('true', 'false', 'mixed').
  const state = (await axOf(cdp, nodeId)).properties?.find((p) => p.name === 'checked');
  return state?.value.value === 'true' || state?.value.value === true;
}

/** A button's entry says it is disabled (`disabled` or `aria-disabled`): pressing it does nothing. */
function disabled(node: AXNode): boolean {
  const state = node.properties?.find((p) => p.name === 'disabled');
  return state?.value.value === true || state?.value.value === 'true';
}

/**
 * The one button on show whose accessible name matches `pattern`, waited for until it is
 * enabled (a busy button is `aria-disabled` until its call is answered), as Playwright's click
 * waits. More than one such button fails at once, as Playwright's strict locators do.
 */
function button(cdp: CDPSession, pattern: RegExp): Promise<number> {
  return waitFor(`enabled button named ${pattern}`, async () => {
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: await root(cdp),
      selector: 'button',
    });
    const found: { nodeId: number; node: AXNode }[] = [];
    for (const nodeId of nodeIds) {
      const node = await axOf(cdp, nodeId);
      if (!node.ignored && pattern.test(String(node.name?.value ?? '')))
        found.push({ nodeId, node });
    }
    if (found.length > 1) throw new Error(`${found.length} buttons named ${pattern} on show`);
    const [one] = found;
    return one && !disabled(one.node) ? one.nodeId : null;
  });
}

/** Click a box or radio button, then check that the click took (nothing covered it). */
async function clickTo(cdp: CDPSession, nodeId: number, want: boolean, what: string) {
  await click(cdp, nodeId);
  if ((await checked(cdp, nodeId)) !== want)
    throw new Error(`Clicking ${what} did not leave it ${want ? 'checked' : 'unchecked'}`);
}

/** Do each action on the page `cdp` is attached to, in order. */
export async function playFillsOverCdp(cdp: CDPSession, actions: readonly FormAction[]) {
  for (const action of actions) {
    if (action.do === 'press') {
      await click(cdp, await button(cdp, buttonPattern(action)));
      continue;
    }
    // A field typed into only when shown is not waited for (Playwright's isVisible neither).
    const shownOnly = action.do === 'type' && action.when === 'shown';
    const field = shownOnly
      ? await query(cdp, selectorOf(action.field))
      : await must(cdp, selectorOf(action.field));
    if (field === null) continue;
    const what = selectorOf(action.field);
    switch (action.do) {
      case 'type':
        if (shownOnly && !(await rendered(cdp, field))) break;
        if (action.when === 'empty' && String((await axOf(cdp, field)).value?.value ?? '') !== '')
          break;
        await type(cdp, field, action.text);
        break;
      case 'select':
        await select(cdp, field, action.option);
        break;
      case 'tick':
        if ((await checked(cdp, field)) !== action.checked)
          await clickTo(cdp, field, action.checked, what);
        break;
      case 'choose':
        if (!(await checked(cdp, field))) await clickTo(cdp, field, true, what);
        break;
      case 'attach':
        throw new Error('Attaching a file is not played over the DevTools protocol');
      default:
        throw new Error(`No way to play ${(action satisfies never as FormAction).do}`);
    }
  }
}
