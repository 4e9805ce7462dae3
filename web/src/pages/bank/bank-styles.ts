import { makeStyles, tokens } from '@fluentui/react-components';

export const useBankStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  wrap: { overflowX: 'auto' },
  chart: { width: '100%', height: '280px', marginBottom: tokens.spacingVerticalM },
  table: { minWidth: '760px' },
  // The entries' columns: the actions (assign and three icons) get their room, the texts share the rest.
  colDate: { width: '92px' },
  colAmount: { width: '100px' },
  colActions: { width: '190px' },
  nowrap: { whiteSpace: 'nowrap' },
  /** An assignment in the entries list: booking, amount and its undo button wrap inside the cell, never over the next. */
  assignment: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  number: { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end' },
  negative: { color: tokens.colorPaletteRedForeground1 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
});
