import { Anchor, Button, Group } from '@mantine/core';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import { notifications } from '@mantine/notifications';
import { IconHammer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { useAddToWorkbench } from './add-to-workbench';

/** A notice naming what was added, with a link to the workbench. */
export function useAddedNotice(lang: Language) {
  const { t } = useTranslation();
  return (message: string) =>
    notifications.show({
      color: 'green',
      withBorder: true,
      message: (
        <>
          {message}{' '}
          <Anchor component={Link} to={localePath(lang, '/tools/workbenchs')} size="sm" data-testid="workbench-open">
            {t('workbench.add.open')}
          </Anchor>
        </>
      ),
    });
}

/** "Add to workbench" with a quantity, on a craftable item's page. */
export function AddToWorkbench({ lang, itemId }: { lang: Language; itemId: number }) {
  const { t } = useTranslation();
  const add = useAddToWorkbench();
  const notice = useAddedNotice(lang);
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setAdding] = useState(false);
  const submit = async () => {
    setAdding(true);
    try {
      await add([{ itemId, quantity }]);
      notice(t('workbench.add.done', { count: quantity }));
    } catch {
      notifications.show({ color: 'red', message: t('workbench.errors.save'), withBorder: true });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <LazyNumberInput
        size="xs"
        w={90}
        min={1}
        max={WORKBENCH_MAX_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={quantity}
        onChange={(value) => setQuantity(typeof value === 'number' && value >= 1 ? value : 1)}
        aria-label={t('workbench.add.quantity')}
        data-testid="add-to-workbench-quantity"
      />
      <Button size="xs" variant="light" leftSection={<IconHammer size={14} />} onClick={submit} loading={isAdding} data-testid="add-to-workbench">
        {t('workbench.add.button')}
      </Button>
    </Group>
  );
}
