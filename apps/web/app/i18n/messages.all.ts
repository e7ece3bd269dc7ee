import en from './en.json';
import fr from './fr.json';
import { mergeFeatureMessages, type Messages } from './messages';
import type { Language } from './languages';

/** Every string of both languages, shared and per feature (server rendering and component tests). */
export const ALL_MESSAGES: Record<Language, Messages> = {
  fr: mergeFeatureMessages(fr, import.meta.glob<Messages>('../features/*/i18n/fr.json', { eager: true, import: 'default' })),
  en: mergeFeatureMessages(en, import.meta.glob<Messages>('../features/*/i18n/en.json', { eager: true, import: 'default' })),
};
