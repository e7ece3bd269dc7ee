import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getI18n } from './i18n';
import { useTranslation } from './use-translation';

const seen: TFunction[] = [];

function Heading() {
  const { t } = useTranslation();
  seen.push(t);
  return <h1>{t('notFound.heading')}</h1>;
}

describe('useTranslation', () => {
  it('speaks the provided language, and the other one once the layout provides it', () => {
    seen.length = 0;
    const { rerender } = render(
      <I18nextProvider i18n={getI18n('fr')}>
        <Heading />
      </I18nextProvider>,
    );
    const french = screen.getByRole('heading').textContent;
    expect(french).toBe(getI18n('fr').t('notFound.heading'));

    rerender(
      <I18nextProvider i18n={getI18n('en')}>
        <Heading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(getI18n('en').t('notFound.heading'));
    expect(screen.getByRole('heading').textContent).not.toBe(french);
  });

  it('hands every component of one language the same `t` (nothing built per mount)', () => {
    seen.length = 0;
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Heading />
        <Heading />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
