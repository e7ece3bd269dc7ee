import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiError } from '../../api/errors';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import type { StuffDoc } from './types';

/**
 * A public build's likes: a member likes it or takes the like back (one per member, the server
 * counts); a guest sees the count and a way to sign in.
 */
export function LikeButton({ doc, lang, isSignedIn }: { doc: StuffDoc; lang: Language; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const [state, setState] = useState({ likes: doc.likes, liked: doc.likedByMe ?? false });
  const [pending, setPending] = useState(false);
  const label = t('stuff.likes.count', { count: state.likes });
  if (!isSignedIn) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Button component={Link} to={`${localePath(lang, '/signin')}?redirect=${back}`} variant="default" leftSection={<IconHeart size={16} aria-hidden />} title={t('stuff.likes.signIn')} data-testid="stuff-like">
        {label}
      </Button>
    );
  }
  const toggle = async () => {
    setPending(true);
    try {
      const answer = state.liked ? await api.remove('stuff-likes', doc.id) : await api.create('stuff-likes', { stuff: doc.id });
      setState({ likes: answer.likes, liked: answer.likedByMe });
    } catch (error) {
      const tooMany = apiError(error).code === 429;
      notifications.show({ color: 'red', message: t(tooMany ? 'errors.tooManyRequests' : 'stuff.likes.failed'), withBorder: true });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={state.liked ? 'light' : 'default'}
      color={state.liked ? 'pink' : undefined}
      leftSection={state.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-pressed={state.liked}
      loading={pending}
      onClick={toggle}
      title={t(state.liked ? 'stuff.likes.unlike' : 'stuff.likes.like')}
      data-testid="stuff-like"
    >
      {label}
    </Button>
  );
}
