import { Alert } from '@mantine/core';
import { GROUP_IDOL_MIN_ALLIES, GROUP_IDOL_MIN_ENEMIES } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';

/** Spec §9, shown wherever idols are: group idols only work with enough allies and enemies. */
export function IdolRuleNote() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" p="xs" data-testid="idol-rule">
      {t('boards.idolRule', { allies: GROUP_IDOL_MIN_ALLIES, enemies: GROUP_IDOL_MIN_ENEMIES })}
    </Alert>
  );
}
