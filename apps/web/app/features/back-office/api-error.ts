import { useTranslation } from '../../i18n/use-translation';
import { fieldError } from '../accounts/api-errors';

interface ApiError {
  code?: number;
  message?: string;
  errors?: Record<string, unknown> | null;
  data?: { errors?: Record<string, unknown>; key?: string } | null;
}

/** A failed back-office write as one localized sentence naming the refused fields. */
export function useBackErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const { code, errors, data } = (error ?? {}) as ApiError;
    if (code === 401 || code === 403) return t('back-office.errors.forbidden');
    if (code === 409)
      return t(
        data?.key === 'changed-since' ? 'back-office.errors.changedSince' : 'back-office.errors.conflict',
      );
    const fields = errors ?? data?.errors;
    if (code === 400 && fields && typeof fields === 'object') {
      return Object.entries(fields)
        .map(([field, raw]) => {
          const { key, values } = fieldError(raw);
          const unknownId =
            typeof (raw as { key?: string })?.key === 'string' &&
            (raw as { key: string }).key.startsWith('unknown-');
          return `${field}: ${unknownId ? t('back-office.errors.unknownId') : t(key, values)}`;
        })
        .join(' · ');
    }
    return t('errors.generic');
  };
}
