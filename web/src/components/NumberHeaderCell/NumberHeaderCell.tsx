import { makeStyles, TableHeaderCell, type TableHeaderCellProps } from '@fluentui/react-components';

const useStyles = makeStyles({ button: { justifyContent: 'flex-end', textAlign: 'end' } });

/**
 * A header cell over a column of figures: its label sits on the right, over the amounts. Fluent's header cell lays
 * its label out in a flex row (its `button` slot) that ignores the cell's text-align.
 */
export function NumberHeaderCell(props: TableHeaderCellProps) {
  const styles = useStyles();
  return <TableHeaderCell {...props} button={{ className: styles.button }} />;
}
