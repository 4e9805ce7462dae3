import { makeStyles, tokens } from '@fluentui/react-components';
import type { Language } from '../../../shared/constants';

export const useGuestFormStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  sectionHeading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  para: { margin: 0, whiteSpace: 'pre-wrap' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  list: { minWidth: '240px', minHeight: '96px', padding: tokens.spacingVerticalXS, borderRadius: tokens.borderRadiusMedium },
});

export const localText = (v: Partial<Record<Language, string>> | undefined, lang: Language) => v?.[lang] || v?.en || v?.de || '';

/** The required mark of a group's legend: a star to see, a word to hear. */
export function RequiredMark({ label }: { label: string }) {
  const styles = useGuestFormStyles();
  return (
    <>
      <span aria-hidden> *</span>
      <span className={styles.srOnly}>{` ${label}`}</span>
    </>
  );
}
