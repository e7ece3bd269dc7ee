import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { withSearch } from '../../lib/list-state';
import { readNameSearch } from './named-list';

/** A name search box for simple lists; the applied search is `?name=` (sort kept, page reset). */
export function NameSearch({ label, placeholder }: { label: string; placeholder: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const applied = readNameSearch(search);
  const [draft, setDraft] = useState(applied);
  // Back/forward and links change the URL: the box follows.
  useEffect(() => setDraft(applied), [applied]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(withSearch(search, { name: draft.trim() || null }) || '?', { preventScrollReset: true });
  };
  return (
    <form role="search" onSubmit={submit} data-testid="name-search">
      <TextInput
        name="name"
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maw={420}
        data-testid="name-search-input"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('common.search')} data-testid="name-search-submit">
            <IconSearch size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
