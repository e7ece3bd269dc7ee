import '@mantine/core/styles/Pagination.layer.css';
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { API_PAGE_SIZE } from '../../api/types';
import { readListState, withSearch } from '../../lib/list-state';

/** Page links matching the API's 50-row pages. */
export function ListPagination({ total }: { total: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pages = Math.ceil(total / API_PAGE_SIZE);
  if (pages <= 1) return null;
  const { page } = readListState(search);
  return (
    <Center component="nav" aria-label={t('list.pages')} my="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        getItemProps={(p) => ({ component: Link, to: withSearch(search, { page: p === 1 ? null : p }) })}
        getControlProps={(control) => {
          const target = control === 'next' ? page + 1 : control === 'previous' ? page - 1 : control === 'first' ? 1 : pages;
          return {
            component: Link,
            to: withSearch(search, { page: target <= 1 ? null : Math.min(target, pages) }),
            'aria-label': t(`list.${control}Page`),
          };
        }}
        data-testid="list-pagination"
      />
    </Center>
  );
}
