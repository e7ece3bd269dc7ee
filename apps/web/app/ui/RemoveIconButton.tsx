import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ActionIconProps & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & { iconSize?: number };

/**
 * The red trash button that takes a row, a line or a mark away. Give it an `aria-label` naming what
 * it removes: it shows only the icon. The ref reaches the button (tooltips wrap it).
 */
export function RemoveIconButton({ iconSize = 16, ...props }: Props) {
  return (
    <ActionIcon variant="subtle" color="red" {...props}>
      <IconTrash size={iconSize} />
    </ActionIcon>
  );
}
