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

/** The node `selector` finds, waited for as Playwright's locators wait (a step's form may
 * still be arriving after its heading). */
async function must(cdp: CDPSession, selector: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const nodeId = await query(cdp, selector);
    if (nodeId !== null) return nodeId;
    if (Date.now() > deadline) throw new Error(`No ${selector} on the page`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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

/** The node's accessible name (a heading's text), or null when it is hidden or inert. */
export async function accessibleName(cdp: CDPSession, nodeId: number): Promise<string | null> {
  const node = await axOf(cdp, nodeId);
  return node.ignored ? null : String(node.name?.value ?? '');
}

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
  await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration:
      'function(v){this.value=v;for(const t of["input","change"])this.dispatchEvent(new Event(t,{bubbles:true}))}',
    arguments: [{ value: option }],
  });
  await cdp.send('Runtime.releaseObject', { objectId: object.objectId as string });
}

async function checked(cdp: CDPSession, nodeId: number): Promise<boolean> {
  const state = (await axOf(cdp, nodeId)).properties?.find((p) => p.name === 'checked');
  return state?.value.value === 'true' || state?.value.value === true;
}

/** The one button on show whose accessible name matches `pattern` (more than one fails). */
async function button(cdp: CDPSession, pattern: RegExp): Promise<number> {
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: await root(cdp),
    selector: 'button',
  });
  const found: number[] = [];
  for (const nodeId of nodeIds) {
    const name = await accessibleName(cdp, nodeId);
    if (name !== null && pattern.test(name)) found.push(nodeId);
  }
  if (found.length !== 1) throw new Error(`${found.length} buttons named ${pattern} on show`);
  return found[0] as number;
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
        if ((await checked(cdp, field)) !== action.checked) await click(cdp, field);
        break;
      case 'choose':
        if (!(await checked(cdp, field))) await click(cdp, field);
        break;
      case 'attach':
        throw new Error('Attaching a file is not played over the DevTools protocol');
    }
  }
}
