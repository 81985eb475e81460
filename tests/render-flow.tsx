import { programRules } from 'virtual:carrier-settings';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router-dom';
import { type AnyActorLogic, createActor, type Snapshot } from 'xstate';
import {
  type EnrolmentContext,
  enrolmentMachine,
  initialContext,
} from '../machines/enrolment.machine';
import { FlowScreens } from '../src/app/flow/flow-screen';
import { resetRouteSync } from '../src/app/flow/route-sync';
import { loadAllScreens } from '../src/app/flow/screen-registry';
import { type EnrolmentActor, FlowProvider } from '../src/lib/flow-context';
import { CurrentUrl } from './support/render-routes';

// Pages other than the zip pages arrive in chunks of their own; tests have them all at hand.
await loadAllScreens();

// Every catalog of each language (lingui.config.ts splits them by part of the site); the
// catalog each route loads is checked by tests/i18n/route-catalogs.test.tsx.
type Catalog = { messages: Record<string, unknown> };
const merge = (catalogs: Record<string, Catalog>) =>
  Object.assign({}, ...Object.values(catalogs).map((catalog) => catalog.messages));
const en = merge(import.meta.glob<Catalog>('../locales/en/*.po', { eager: true }));
const es = merge(import.meta.glob<Catalog>('../locales/es/*.po', { eager: true }));

export function activateTestLocale(locale: 'en' | 'es' = 'en') {
  i18n.loadAndActivate({ locale, messages: locale === 'es' ? es : en });
}

/** Hands the router's navigate() to the test, as a person typing a URL would. */
function NavigateProbe({ into }: { into: { current: NavigateFunction | null } }) {
  into.current = useNavigate();
  return null;
}

type Implementations = Parameters<typeof enrolmentMachine.provide>[0];

/** Render the flow's screens at `url` with the machine's calls replaced by `implementations`. */
export function renderFlow(
  url: string,
  implementations: Implementations = {},
  options: {
    /** Start in this state (a value such as `{ application: 'verify' }`) with this context. */
    state?: { value: unknown; context?: Partial<EnrolmentContext> };
    /** Or from a persisted snapshot (`actor.getPersistedSnapshot()`), its calls under way too. */
    persisted?: Snapshot<unknown>;
    locale?: 'en' | 'es';
  } = {},
) {
  activateTestLocale(options.locale);
  resetRouteSync();
  const machine = enrolmentMachine.provide(implementations);
  // As the app does (src/app/flow/enrolment-actor.ts): the build's profile rules as input.
  const input = { appHost: 'localhost:3000', programRules };
  const snapshot =
    options.persisted ??
    (options.state
      ? machine.resolveState({
          value: options.state.value as never,
          context: { ...initialContext(input), ...options.state.context },
        })
      : undefined);
  const actor = createActor(
    machine as unknown as AnyActorLogic,
    snapshot ? { snapshot, input } : { input },
  ) as unknown as EnrolmentActor;
  actor.start();
  const navigator: { current: NavigateFunction | null } = { current: null };
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <FlowProvider actor={actor}>
          <Routes>
            <Route path="*" element={<FlowScreens />} />
          </Routes>
        </FlowProvider>
        <CurrentUrl />
        <NavigateProbe into={navigator} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return {
    ...view,
    actor,
    url: () => view.getByTestId('url').textContent,
    navigate: (to: string) => navigator.current?.(to),
  };
}
