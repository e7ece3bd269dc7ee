import { useTranslation } from '../../i18n/use-translation';
import { fieldError } from '../../lib/forms/api-errors';
import { apiError, refusedFields } from '../../api/errors';

/** A failed back-office write as one localized sentence naming the refused fields. */
export function useBackErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const { code, data } = apiError(error);
    if (code === 401 || code === 403) return t('back-office.errors.forbidden');
    if (code === 409)
      return t(
        data?.key === 'changed-since' ? 'back-office.errors.changedSince' : 'back-office.errors.conflict',
      );
    const fields = Object.entries(refusedFields(error));
    if (fields.length > 0) {
      return fields
        .map(([field, refusal]) => {
          const { key, values } = fieldError(refusal);
          return `${field}: ${refusal.key.startsWith('unknown-') ? t('back-office.errors.unknownId') : t(key, values)}`;
        })
        .join(' · ');
    }
    return t('errors.generic');
  };
}
