import { makeStyles, tokens } from '@fluentui/react-components';

/** The styles of the form's fields, shared by FieldEditor and its editors. */
export const useFieldStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  group: {
    gridColumn: '1 / -1',
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  entryHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  pairs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pair: { display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) minmax(160px, 2fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  swatch: {
    width: tokens.spacingHorizontalL,
    height: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  readValue: { minHeight: tokens.lineHeightBase300, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});
