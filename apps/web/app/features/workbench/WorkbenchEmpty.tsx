import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';

/** A workbench without crafts: where to find some (items, stuffs). */
export function WorkbenchEmpty({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" title={t('workbench.empty.title')} data-testid="workbench-empty">
      <Text size="sm">
        {t('workbench.empty.text')}{' '}
        <Anchor component={Link} to={localePath(lang, '/database/objects')}>
          {t('workbench.empty.objects')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={localePath(lang, '/tools/stuffs')}>
          {t('workbench.empty.stuffs')}
        </Anchor>
      </Text>
    </Alert>
  );
}
