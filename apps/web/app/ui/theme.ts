import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA (4.5:1): white on shade 6 is 4.3:1, and light buttons' shade-7 text on their tint 4.3:1; shade 8 passes both.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
