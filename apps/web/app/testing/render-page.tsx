import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

/** Component tests: renders `element` as the page at `url`, with the app's providers in `lang`. */
export function renderPage(element: ReactElement, url: string, lang: Language = 'en') {
  const path = url.split(/[?#]/)[0] ?? url;
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  return render(
    <I18nextProvider i18n={getI18n(lang)}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
