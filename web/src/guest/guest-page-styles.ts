import { makeStyles, tokens } from '@fluentui/react-components';
import type { Progress } from './guest-api';

/** The guest page's layout: one column up to 760 px, the same at 390 px and at desktop width. */
export const useGuestPageStyles = makeStyles({
  page: { maxWidth: '760px', margin: '0 auto', padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`, boxSizing: 'border-box' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  operator: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, minWidth: 0, overflowWrap: 'anywhere' },
  lang: { color: tokens.colorNeutralForegroundOnBrand, flexShrink: 0 },
  h1: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h2Gap: { margin: `0 0 ${tokens.spacingVerticalM}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: `0 0 ${tokens.spacingVerticalL}` },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // A long form title wraps inside its badge (a badge is one line high otherwise, and the text ran over its border).
  badge: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', paddingTop: '2px', paddingBottom: '2px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  plain: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  guest: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  link: { width: '100%' },
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

/** Today in the guest's own calendar (relative dates of the form, as the renderer checks them). */
export const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export const PROGRESS_COLOR: Record<Progress, 'danger' | 'warning' | 'success'> = { missing: 'danger', started: 'warning', complete: 'success' };
