import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, Text } from '@mantine/core';
import { Table } from '../../ui/table/Table';
import { LazyNumberInput } from '../../ui/number/LazyNumberInput';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { WORKBENCH_MAX_QUANTITY } from '@grimoire/rules';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { ItemLink } from './ItemLink';
import type { RecipeData } from './recipe-data';
import type { WorkbenchContent } from './types';
import type { WorkbenchChange } from './use-workbench';
import { RemoveIconButton } from '../../ui/RemoveIconButton';
import { TableScroll } from '../../ui/TableScroll';

interface CraftListProps {
  lang: Language;
  content: WorkbenchContent;
  data?: RecipeData;
  /** Absent on someone else's workbench: read only. */
  onChange?: (change: WorkbenchChange) => void;
}

const withCraft = (itemId: number, patch: Partial<{ quantity: number; finished: boolean }>): WorkbenchChange => (content) => ({
  ...content,
  items: content.items.map((craft) => (craft.itemId === itemId ? { ...craft, ...patch } : craft)),
});

/** Every craft with its quantity and a finished toggle (spec §3 Craft entry). */
export function CraftList({ lang, content, data, onChange }: CraftListProps) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={320}>
      <Table verticalSpacing={4} data-testid="workbench-crafts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workbench.crafts.item')}</Table.Th>
            <Table.Th w={110}>{t('workbench.crafts.quantity')}</Table.Th>
            <Table.Th w={60}>{t('workbench.crafts.finished')}</Table.Th>
            {onChange && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.items.map((craft) => {
            const item = data?.items[craft.itemId];
            const name = item?.name?.[lang] ?? item?.name?.fr ?? String(craft.itemId);
            return (
              <Table.Tr key={craft.itemId} data-testid={`craft-${craft.itemId}`} opacity={craft.finished ? 0.6 : 1}>
                <Table.Td>
                  <ItemLink lang={lang} itemId={craft.itemId} item={item} />
                  {data && !data.recipes.some((recipe) => recipe.resultId === craft.itemId) && (
                    <Text size="xs" c="dimmed">{t('workbench.crafts.noRecipe')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {onChange ? (
                    <LazyNumberInput
                      size="xs"
                      min={1}
                      max={WORKBENCH_MAX_QUANTITY}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      value={craft.quantity}
                      aria-label={t('workbench.crafts.quantityOf', { name })}
                      onChange={(value) => typeof value === 'number' && value >= 1 && onChange(withCraft(craft.itemId, { quantity: value }))}
                      data-testid="craft-quantity"
                    />
                  ) : (
                    <Text size="sm">{craft.quantity.toLocaleString(lang)}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    checked={craft.finished}
                    disabled={!onChange}
                    aria-label={t('workbench.crafts.finishedOf', { name })}
                    onChange={(event) => onChange?.(withCraft(craft.itemId, { finished: event.currentTarget.checked }))}
                    data-testid="craft-finished"
                  />
                </Table.Td>
                {onChange && (
                  <Table.Td>
                    <LazyTooltip label={t('workbench.crafts.remove')}>
                      <RemoveIconButton
                        aria-label={t('workbench.crafts.removeOf', { name })}
                        onClick={() => onChange((c) => ({ ...c, items: c.items.filter((other) => other.itemId !== craft.itemId) }))}
                        data-testid="craft-remove"
                      />
                    </LazyTooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
