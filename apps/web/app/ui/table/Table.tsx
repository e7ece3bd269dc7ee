import { Box, getSpacing, STYlE_PROPS_DATA, type BoxProps, type MantineSpacing } from '@mantine/core';
import { createContext, createElement, useContext, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import classes from './Table.module.css';

/**
 * The site's table: Mantine's Table API (`Table.Thead`, `striped`, `verticalSpacing`...) on plain
 * elements with our own stylesheet (Table.module.css). Mantine's Table module imports its scroll
 * container, a ScrollArea, and with it floating-ui: ~21 KiB gzip in the first load of every page
 * with a table. Wide tables scroll sideways inside `ui/TableScroll`.
 */
interface TableOptions {
  striped?: boolean;
  highlightOnHover?: boolean;
  withRowBorders?: boolean;
}

const TableContext = createContext<TableOptions>({});

type TableProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'table'>, 'style'> &
  TableOptions & {
    verticalSpacing?: MantineSpacing | number;
    horizontalSpacing?: MantineSpacing | number;
    withTableBorder?: boolean;
    style?: CSSProperties;
    children?: ReactNode;
  };

export function Table({
  striped,
  highlightOnHover,
  // Mantine's Table defaults: rows bordered, 7 px between a cell's text and its row's borders.
  withRowBorders = true,
  withTableBorder,
  verticalSpacing = 7,
  horizontalSpacing,
  className,
  style,
  ...others
}: TableProps) {
  const spacing = {
    '--table-horizontal-spacing': horizontalSpacing === undefined ? undefined : getSpacing(horizontalSpacing),
    '--table-vertical-spacing': getSpacing(verticalSpacing),
  } as CSSProperties;
  return (
    <TableContext.Provider value={{ striped, highlightOnHover, withRowBorders }}>
      <Box
        component="table"
        className={joined(classes.table, className)}
        style={{ ...spacing, ...style }}
        data-with-table-border={withTableBorder || undefined}
        {...others}
      />
    </TableContext.Provider>
  );
}

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Props that Box reads itself rather than passing them to the element. */
const BOX_PROPS = new Set(['mod', 'variant', 'size', 'hiddenFrom', 'visibleFrom', 'lightHidden', 'darkHidden', 'renderRoot', 'sx', '__vars', '__size']);
const usesBox = (props: object) => Object.keys(props).some((key) => key in STYlE_PROPS_DATA || BOX_PROPS.has(key));

type PartProps<E extends 'thead' | 'tbody' | 'tr' | 'th' | 'td'> = BoxProps &
  Omit<ComponentPropsWithoutRef<E>, 'style'> & { style?: CSSProperties; children?: ReactNode };

function part<E extends 'thead' | 'tbody' | 'tr' | 'th' | 'td'>(element: E, name: string) {
  function TablePart({ className, ...others }: PartProps<E>) {
    const table = useContext(TableContext);
    const row: Record<string, unknown> =
      element === 'tr'
        ? {
            'data-with-row-border': table.withRowBorders || undefined,
            'data-striped': table.striped ? 'odd' : undefined,
            'data-hover': table.highlightOnHover || undefined,
          }
        : {};
    const props: Record<string, unknown> = { className: joined(classes[element], className), ...row, ...others };
    // Box only where a cell uses its props (`ta="right"`, `w`, `mod`...): a list's ~200 plain rows and
    // cells skip its style-prop parsing, a tenth of the list's server render and of its hydration.
    return usesBox(others) ? <Box component={element as 'div'} {...(props as BoxProps)} /> : createElement(element as string, props);
  }
  TablePart.displayName = `Table.${name}`;
  return TablePart;
}

Table.Thead = part('thead', 'Thead');
Table.Tbody = part('tbody', 'Tbody');
Table.Tr = part('tr', 'Tr');
Table.Th = part('th', 'Th');
Table.Td = part('td', 'Td');
