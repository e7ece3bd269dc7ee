import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA (4.5:1) in light mode: white on shade 8 of teal or orange and shade-8 text on a light badge's tint
  // (blue 4.4:1, red 3.4:1 at badge size) fall short; shade 9 passes them all.
  primaryShade: { light: 9, dark: 8 },
  // Filled badges and buttons of light colours (yellow, orange, lime) get dark text instead of white.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine's Combobox keeps its closed dropdown in the page, hidden, with every option (1,300
    // nodes for the job XP planner's 666 recipes, built as the page hydrates): every Select,
    // MultiSelect and Autocomplete renders its options when it opens instead. A plain object, so
    // that the frame of every page does not import Combobox for it.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
