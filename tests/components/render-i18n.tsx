import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activateTestLocale } from '../render-flow';

/** Renders a component with the app's catalogs (English unless told), as the app's shell would. */
export function renderWithI18n(ui: ReactNode, locale: 'en' | 'es' = 'en') {
  activateTestLocale(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
