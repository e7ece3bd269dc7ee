import { ActionIcon, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { LazyTooltip } from '../../ui/tooltip/LazyTooltip';
import { recipeTree, type RecipeTreeNode } from '@grimoire/rules';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { ItemLink } from './ItemLink';
import { recipeBook, type RecipeData } from './recipe-data';
import type { WorkbenchContent } from './types';
import type { WorkbenchChange } from './use-workbench';

interface TreeProps {
  lang: Language;
  data: RecipeData;
  onToggle?: (itemId: number) => void;
}

function JobBadge({ lang, data, node }: { lang: Language; data: RecipeData; node: RecipeTreeNode }) {
  const { t } = useTranslation();
  if (!node.recipe) return null;
  const job = data.jobs[node.recipe.jobId];
  return (
    // On a phone the jobs are in their own section: the tree keeps the width for names.
    <Badge size="sm" variant="light" color={node.isHidden ? 'gray' : undefined} visibleFrom="sm" style={{ flexShrink: 0 }}>
      {t('workbench.tree.job', { job: job ? localized(job.name, lang) : t('workbench.unknownJob'), level: node.recipe.resultLevel ?? 1 })}
    </Badge>
  );
}

function TreeNode({ lang, data, node, depth, onToggle }: TreeProps & { node: RecipeTreeNode; depth: number }) {
  const { t } = useTranslation();
  const canFold = depth > 0 && !!node.recipe && !!onToggle;
  const name = localized(data.items[node.itemId]?.name, lang) || String(node.itemId);
  return (
    <Box component="li" style={{ listStyle: 'none' }} data-testid={`tree-node-${node.itemId}`}>
      <Group gap="xs" wrap="nowrap" py={2}>
        {canFold ? (
          <LazyTooltip label={node.isHidden ? t('workbench.tree.show') : t('workbench.tree.hide')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-expanded={!node.isHidden}
              aria-label={node.isHidden ? t('workbench.tree.showOf', { name }) : t('workbench.tree.hideOf', { name })}
              onClick={() => onToggle(node.itemId)}
              data-testid="tree-toggle"
            >
              {node.isHidden ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
            </ActionIcon>
          </LazyTooltip>
        ) : (
          <Box w={22} />
        )}
        <Text size="sm" fw={600} miw={48} ta="right">
          {t('workbench.times', { count: node.quantity, value: node.quantity.toLocaleString(lang) })}
        </Text>
        <ItemLink lang={lang} itemId={node.itemId} item={data.items[node.itemId]} size={24} />
        <JobBadge lang={lang} data={data} node={node} />
        {node.isHidden && <Text size="xs" c="dimmed">{t('workbench.tree.bought')}</Text>}
      </Group>
      {node.children.length > 0 && (
        <Box component="ul" pl={{ base: 'sm', sm: 'lg' }} m={0}>
          {node.children.map((child, index) => (
            <TreeNode key={`${child.itemId}-${index}`} lang={lang} data={data} node={child} depth={depth + 1} onToggle={onToggle} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The recipe tree: craftable ingredients unfold into their own recipes, foldable per item (`hiddenSubRecipes`). */
export function RecipeTree({ lang, content, data, onChange }: { lang: Language; content: WorkbenchContent; data: RecipeData; onChange?: (change: WorkbenchChange) => void }) {
  const { t } = useTranslation();
  const roots = useMemo(() => recipeTree(content.items, recipeBook(data), content.hiddenSubRecipes), [content.items, content.hiddenSubRecipes, data]);
  const toggle = onChange
    ? (itemId: number) =>
        onChange((c) => ({
          ...c,
          hiddenSubRecipes: c.hiddenSubRecipes.includes(itemId) ? c.hiddenSubRecipes.filter((id) => id !== itemId) : [...c.hiddenSubRecipes, itemId],
        }))
    : undefined;
  if (roots.length === 0) return <Text c="dimmed" size="sm">{t('workbench.tree.allFinished')}</Text>;
  return (
    <Stack component="ul" gap={4} p={0} m={0} data-testid="workbench-tree">
      {roots.map((root) => (
        <TreeNode key={root.itemId} lang={lang} data={data} node={root} depth={0} onToggle={toggle} />
      ))}
    </Stack>
  );
}
