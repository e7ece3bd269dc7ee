import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The document's `<html>` element. The server writes it; in the browser the page hydrates into the
 * element that is already there (Preact renders into `document.documentElement`, never a second
 * `<html>`), so there this renders its children only and keeps `lang` in step with the page
 * (a language switch). `data-mantine-color-scheme` is the server's default: in the browser Mantine's
 * colour-scheme script and manager own it.
 */
export function HtmlElement({ lang, children }: { lang: string; children: ReactNode }) {
  if (import.meta.env.SSR)
    return (
      <html lang={lang} data-mantine-color-scheme="light">
        {children}
      </html>
    );
  return <DocumentLang lang={lang}>{children}</DocumentLang>;
}

function DocumentLang({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}
