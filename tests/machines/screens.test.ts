import { describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, type StateValue } from 'xstate';
import { tableHeadings } from '../../e2e/screen-headings';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import { screenHeadings } from '../../machines/screen-headings';
import { currentScreen } from '../../machines/screen-route';
import {
  applicationSteps,
  indicatorPart,
  type ScreenKey,
  screenKeys,
  screenRoute,
  screens,
} from '../../machines/screens';
import { registeredScreens } from '../../src/app/flow/screen-registry';
import { flowPaths, isFlowPath, stepUrls } from '../../src/config/paths';

// The screen table is the single source of each screen's state, URL and page: these tests
// fail when the table, the machine and the page registry drift apart.

function statesWithRoutes(node: AnyStateNode, found = new Map<string, string>()) {
  const route = (node.meta as { route?: string } | undefined)?.route;
  if (route !== undefined) found.set(node.id.replace(/^enrolment\./, ''), route);
  for (const child of Object.values(node.states)) statesWithRoutes(child as AnyStateNode, found);
  return found;
}

const routed = statesWithRoutes(enrolmentMachine.root);

describe('the screen table', () => {
  it.each(screenKeys)('%s is a machine state whose meta.route is the table’s', (key) => {
    expect(routed.get(screens[key].state)).toBe(screenRoute(key));
  });

  it('holds every machine state that has a route', () => {
    const tableStates: string[] = screenKeys.map((key) => screens[key].state);
    expect([...routed.keys()].filter((state) => !tableStates.includes(state))).toEqual([]);
  });

  it('gives every screen but the home page a page, and every page a screen', () => {
    const withoutPage = screenKeys.filter(
      (key) => key !== 'idle' && !(registeredScreens as ScreenKey[]).includes(key),
    );
    expect(withoutPage).toEqual([]);
    expect(registeredScreens.filter((key) => !screenKeys.includes(key))).toEqual([]);
    expect(new Set(registeredScreens).size).toBe(registeredScreens.length);
  });

  it('numbers the application steps from 1, each in a part of the step indicator (A §2)', () => {
    const numbers = applicationSteps.map((key) => screens[key].step);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    // Steps 1 and 2 share the first part, "Contact Information"; every later step has its own.
    const parts = applicationSteps.map(indicatorPart);
    expect(parts).toEqual([1, ...numbers.slice(1).map((step) => step - 1)]);
    expect(stepUrls.household).toBe('/HouseholdInformationPage?profileStep=3');
  });

  it('gives the router every path and alias', () => {
    for (const key of screenKeys) {
      if (key !== 'idle') expect(isFlowPath(screens[key].path)).toBe(true);
    }
    expect(flowPaths.legacyProgramAlias).toBe('/ConfirmYourProgram');
    expect(isFlowPath('/ConfirmYourProgram')).toBe(true);
  });

  it('has heading messages that e2e reads as the same English text', () => {
    const compiled = Object.entries(screenHeadings).map(([key, message]) => [key, message.message]);
    expect([...tableHeadings()]).toEqual(compiled);
    for (const key of Object.keys(screenHeadings)) expect(screenKeys).toContain(key);
  });
});

describe('currentScreen', () => {
  it('names the screen the machine shows, or none', () => {
    const actor = createActor(enrolmentMachine, { input: {} }).start();
    expect(currentScreen(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'route.visited', path: '/ZipCodePage', query: {} });
    expect(currentScreen(actor.getSnapshot())).toBe('zip');
    actor.send({ type: 'zip.submitted', zipCode: '10001' });
    // Checking the zip is a sub-state of the zip page: still that screen.
    expect(currentScreen(actor.getSnapshot())).toBe('zip');
    actor.stop();
  });

  it('maps every screen state back to its key', () => {
    for (const key of screenKeys) {
      const value = screens[key].state
        .split('.')
        .reduceRight<StateValue | null>(
          (inner, part) => (inner === null ? part : { [part]: inner }),
          null,
        );
      const snapshot = enrolmentMachine.resolveState({
        value: value ?? '',
        context: initialContext(),
      });
      expect(currentScreen(snapshot)).toBe(key);
    }
  });
});
