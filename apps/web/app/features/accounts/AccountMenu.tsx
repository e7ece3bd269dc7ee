import { lazy, Suspense } from 'react';
import type { Language } from '../../i18n/languages';
import { loadOnFirstUse } from '../../ui/LoadOnFirstUse';
import { RememberLastPage } from '../back-office';
import { AccountButton } from './AccountButton';
import { SessionGuard } from './SessionGuard';
import { useSession } from '../../session/use-session';

const AccountDropdown = loadOnFirstUse(() => import('./AccountDropdown'));
/** Signed-in players only: their unread notices from the moderators (a chunk guests never load). */
const ModerationNotices = lazy(() => import('../reporting').then((module) => ({ default: module.ModerationNotices })));

/** The header's account slot: the session guard (spec §4), the last-page memo (spec §2 back), moderators' notices and the menu. */
export function AccountMenu({ lang }: { lang: Language }) {
  const { user } = useSession();
  return (
    <>
      <SessionGuard />
      <RememberLastPage />
      {user && (
        <Suspense fallback={null}>
          <ModerationNotices userId={user._id} />
        </Suspense>
      )}
      <AccountMenuButton lang={lang} />
    </>
  );
}

/** The account button; its menu loads on the first click. */
function AccountMenuButton({ lang }: { lang: Language }) {
  const { user } = useSession();
  return (
    <AccountDropdown
      lang={lang}
      placeholder={(open, prefetch) => (
        <AccountButton
          username={user?.username}
          onClick={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        />
      )}
    />
  );
}
