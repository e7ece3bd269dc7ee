import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { localePath } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { deleteStuff } from './api';
import type { StuffDoc } from './types';

interface DeleteStuffButtonProps {
  doc: Pick<StuffDoc, 'id' | 'title'>;
  lang: Language;
  isSignedIn: boolean;
  onDeleted?: () => void;
}

/** Delete after a confirmation; success and failure use the spec's messages (errors.stuffDeleted / stuffDelete). */
export function DeleteStuffButton({ doc, lang, isSignedIn, onDeleted }: DeleteStuffButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await deleteStuff(doc.id, lang);
      notifications.show({ color: 'green', message: t('errors.stuffDeleted'), withBorder: true });
      onDeleted?.();
      navigate(localePath(lang, isSignedIn ? '/tools/stuffs?me=true' : '/tools/stuffs'));
    } catch {
      notifications.show({ color: 'red', message: t('errors.stuffDelete'), withBorder: true });
    }
  };
  return (
    <ConfirmDeleteButton
      title={t('stuff.delete.title')}
      question={t('stuff.delete.confirm', { title: doc.title })}
      warning={t('stuff.delete.irreversible')}
      onConfirm={remove}
      testId="stuff-delete"
    />
  );
}
