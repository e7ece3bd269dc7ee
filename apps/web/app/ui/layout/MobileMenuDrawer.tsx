import { Drawer } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { MainMenu, type MainMenuProps } from './MainMenu';

/**
 * The menu drawer of phones and tablets. Its own chunk, loaded on the first tap of the burger:
 * Mantine's Drawer brings ScrollArea and floating-ui, which no page needs for its first paint.
 */
export default function MobileMenuDrawer({
  opened,
  onClose,
  menu,
}: {
  opened: boolean;
  onClose: () => void;
  menu: MainMenuProps;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('app.name')}
      hiddenFrom="md"
      size="80%"
      data-testid="menu-drawer"
    >
      <MainMenu {...menu} onNavigate={onClose} />
    </Drawer>
  );
}
