import type { ComponentType } from 'react';
import {
  pageName,
  type Screen,
  type ScreenKey,
  screenKeys,
  screens,
} from '../../../machines/screens';
import { loadCatalog } from '../../i18n/locale';

// Every flow page is its own small chunk, fetched when first needed or when the machine can
// reach it from the screen on show (DEC-157). Nothing lists them by hand: a screen's page is
// the module the screen table names (`pageName`: its key in kebab case, or its `page`), found
// among the flow's features by its file name, and it arrives with the catalog of the folder
// it lives in (DEC-165: a step's folder, or its feature's), so it never draws its messages'
// ids. A fresh tab's zip page is drawn without the flow at all (DEC-156).

type PageModule = Record<string, unknown>;

// DEC-223: a page the build's profile never shows is not in its build (each entry here is
// carried by every flow page): the short form's where it is not offered (D47), the household
// worksheet's stop page where there is no worksheet (D44). Tests have every page.
// Keys from the features' folder ('./application/agreement/agreement-page.tsx'): shorter.
const pageModules = {
  ...import.meta.glob<PageModule>(
    [
      './{coverage,application,status,enrolment,assisted}/**/*-page.tsx',
      '!**/household-benefit-page.tsx',
    ],
    { base: '../../features' },
  ),
  ...(__HOUSEHOLD_BENEFIT_PAGE__
    ? import.meta.glob<PageModule>('./application/household/*-benefit-page.tsx', {
        base: '../../features',
      })
    : {}),
  ...(__SHORT_FORM_PAGES__
    ? import.meta.glob<PageModule>('./legacy/*-page.tsx', { base: '../../features' })
    : {}),
};

/** A page module's file name without its extension, and the folder it lives in. */
function pageFile(path: string): { name: string; folder: string } {
  const parts = path.split('/');
  return { name: (parts.at(-1) ?? '').replace(/\.tsx$/, ''), folder: parts.at(-2) ?? '' };
}

const modulesByName = new Map(
  Object.entries(pageModules).map(([path, load]) => [pageFile(path).name, { path, load }]),
);

/** The page component a module exports: its one export named …Page. */
function pageComponent(module: PageModule, name: string): ComponentType {
  const found = Object.entries(module).find(([exported]) => exported.endsWith('Page'));
  if (!found) throw new Error(`${name} exports no …Page component`);
  return found[1] as ComponentType;
}

/** Every screen but the home page (idle), whose page is the information site's. */
type PageScreen = Exclude<ScreenKey, 'idle'>;

/** The screens that have a page: every screen of the table but `idle`. */
export const registeredScreens = screenKeys.filter(
  (key): key is PageScreen => key !== 'idle' && modulesByName.has(pageName(key)),
);

/** Where a screen's page comes from: its module (from src/features) and its catalog. */
export function pageSource(key: PageScreen): { module: string; catalog: string } | undefined {
  const found = modulesByName.get(pageName(key));
  return found && { module: found.path, catalog: pageFile(found.path).folder };
}

/** The catalogs a screen's page arrives with: its folder's, and those of the words it shows. */
function catalogsOf(key: PageScreen): string[] {
  const own = modulesByName.get(pageName(key));
  const others = ((screens[key] as Screen).wordsOf ?? []).map(
    (other) => modulesByName.get(pageName(other as ScreenKey))?.path,
  );
  return [
    ...new Set([own?.path, ...others].flatMap((path) => (path ? [pageFile(path).folder] : []))),
  ];
}

const loaded = new Map<PageScreen, ComponentType>();

/** A screen path's screen: the first screen in the table with that path. */
const screenOfPath = new Map<string, PageScreen>();
for (const key of registeredScreens) {
  if (!screenOfPath.has(screens[key].path)) screenOfPath.set(screens[key].path, key);
}

/** The page of a screen path, if it has arrived. */
export function loadedScreen(path: string): ComponentType | undefined {
  const key = screenOfPath.get(path);
  return key && loaded.get(key);
}

/** Fetch the page of a screen path (once), with its catalog. */
export async function loadScreen(path: string): Promise<ComponentType | undefined> {
  const key = screenOfPath.get(path);
  if (!key) return undefined;
  const ready = loaded.get(key);
  if (ready) return ready;
  const found = modulesByName.get(pageName(key));
  if (!found) return undefined;
  const [module] = await Promise.all([
    found.load(),
    ...catalogsOf(key).map((catalog) => loadCatalog(catalog)),
  ]);
  const component = pageComponent(module, pageName(key));
  loaded.set(key, component);
  return component;
}

/** Fetch every page, one after another (idle prefetch, and tests). */
export async function loadAllScreens(): Promise<void> {
  for (const key of registeredScreens) await loadScreen(screens[key].path);
}
