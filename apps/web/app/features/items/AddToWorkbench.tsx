import { Button, Group } from '@mantine/core';
import { WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import { IconHammer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { useSendToWorkbench } from '../workbench';

/**
 * "Add to workbench" with a quantity, on a craftable item's page. The writing (the workbench's
 * modules and strings, ~5 KiB gzip) is fetched on the first click: most readers of an item page
 * never press it.
 */
export function AddToWorkbench({ lang, itemId }: { lang: Language; itemId: number }) {
  const { t } = useTranslation();
  const { send, picker } = useSendToWorkbench(lang);
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setAdding] = useState(false);
  const submit = async () => {
    setAdding(true);
    await send([{ itemId, quantity }]);
    setAdding(false);
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
        aria-label={t('items.workbench.quantity')}
        data-testid="add-to-workbench-quantity"
      />
      <Button size="xs" variant="light" leftSection={<IconHammer size={14} />} onClick={submit} loading={isAdding} data-testid="add-to-workbench">
        {t('items.workbench.add')}
      </Button>
      {picker}
    </Group>
  );
}
