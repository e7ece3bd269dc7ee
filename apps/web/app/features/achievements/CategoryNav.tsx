import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { localePath, type Language } from '../../i18n/languages';
import { LocalizedName } from '../../ui/LocalizedName';
import { categoryTree } from './category-tree';
import type { AchievementCategoryRow } from './list-loader';

function CategoryLink({ category, lang, currentId }: { category: AchievementCategoryRow; lang: Language; currentId?: number }) {
  const isCurrent = category.id === currentId;
  return (
    <Anchor
      component={Link}
      to={localePath(lang, `/database/achievements/category/${category.id}`)}
      fw={isCurrent ? 700 : undefined}
      aria-current={isCurrent ? 'page' : undefined}
      fz="sm"
      data-testid="achievement-category-link"
      data-id={category.id}
    >
      <LocalizedName doc={category} lang={lang} />
    </Anchor>
  );
}

/** The category tree as navigation: roots with their children indented. */
export function CategoryNav({ categories, lang, currentId }: { categories: AchievementCategoryRow[]; lang: Language; currentId?: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" component="nav" aria-label={t('achievements.list.categories')} data-testid="achievement-categories">
      <Stack gap={6}>
        <Text fw={700} fz="sm">
          {t('achievements.list.categories')}
        </Text>
        <Anchor component={Link} to={localePath(lang, '/database/achievements')} fz="sm" fw={currentId === undefined ? 700 : undefined}>
          {t('achievements.list.all')}
        </Anchor>
        {categoryTree(categories).map(({ category, children }) => (
          <Stack key={category.id} gap={2}>
            <CategoryLink category={category} lang={lang} currentId={currentId} />
            {children.length > 0 && (
              <Stack gap={2} pl="md" component="ul" style={{ listStyle: 'none', margin: 0 }}>
                {children.map((child) => (
                  <li key={child.id}>
                    <CategoryLink category={child} lang={lang} currentId={currentId} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
