import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Language } from '../i18n/languages';

export interface Localized {
  name?: Partial<Record<string, string>>;
  missingTranslations?: string[];
}

/** The text of a `{fr, en}` field in the page language ('' when absent). */
export function localized(text: Partial<Record<string, string>> | undefined, lang: Language): string {
  return text?.[lang] ?? text?.fr ?? '';
}

/**
 * The name as plain text (option labels, sentences), with the other language's mark written out:
 * "Contraband Flour (EN)" on a French page, never an English name passed off as French.
 */
export function markedName(doc: Localized, lang: Language, t: (key: string) => string): string {
  const name = localized(doc.name, lang);
  return doc.missingTranslations?.includes(lang) ? `${name} (${t(lang === 'fr' ? 'common.enOnly' : 'common.frOnly')})` : name;
}

/** A bare `{fr, en}` text (a place name) as plain text, marked when the page language is missing from it. */
export function markedText(text: Partial<Record<string, string>> | undefined, lang: Language, t: (key: string) => string): string {
  return markedName({ name: text, missingTranslations: text?.[lang] ? [] : [lang] }, lang, t);
}

/**
 * A small mark on a name shown in the other language: "FR" on English pages for records whose English
 * text is missing, "EN" on French pages for records only the English data names (never passed off as French).
 */
export function FrMark({ doc, lang }: { doc: Localized; lang: Language }) {
  const { t } = useTranslation();
  if (!doc.missingTranslations?.includes(lang)) return null;
  const key = lang === 'fr' ? 'common.enOnly' : 'common.frOnly';
  return (
    // A native title, not Mantine's Tooltip: this mark is on most pages, and the Tooltip would bring
    // floating-ui (~15 KB gzip) into their first load.
    <Badge
      component="span"
      size="xs"
      variant="outline"
      color="gray"
      data-testid="fr-mark"
      lang={lang === 'fr' ? 'en' : 'fr'}
      aria-label={t(`${key}Title`)}
      title={t(`${key}Title`)}
      // Beside a name in a narrow row the name wraps; the two-letter mark is never cut.
      style={{ flexShrink: 0 }}
    >
      {t(key)}
    </Badge>
  );
}

/** A document's name in the page language, with the FR mark when it is untranslated. */
export function LocalizedName({ doc, lang }: { doc: Localized; lang: Language }) {
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      <span>{localized(doc.name, lang)}</span>
      <FrMark doc={doc} lang={lang} />
    </Group>
  );
}
