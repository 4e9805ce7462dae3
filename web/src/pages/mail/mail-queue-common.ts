import { makeStyles, tokens } from '@fluentui/react-components';
import { mutate } from 'swr';
import type { MailState } from '../../../../shared/domain/mail/queue';
import { visuallyHidden } from '../../components/visually-hidden';

/** What the mail queue page, its detail dialog and the suppression list share. */
export const MAIL_QUEUE_KEY = 'mailqueue';
export const SUPPRESSION_KEY = 'mailsuppression';

/** Revalidates every cached page of the queue (and the suppression list). */
export const revalidateQueue = () => mutate((key) => Array.isArray(key) && (key[0] === MAIL_QUEUE_KEY || key[0] === SUPPRESSION_KEY));

export const STATE_COLOR: Record<MailState, 'success' | 'warning' | 'danger' | 'informative' | 'subtle' | 'important'> = {
  queued: 'informative',
  retrying: 'warning',
  sent: 'success',
  bounced: 'danger',
  failed: 'danger',
  cancelled: 'subtle',
};

export const useMailQueueStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  frame: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
  },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  table: { tableLayout: 'auto', minWidth: '900px' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1, maxWidth: '320px', overflowWrap: 'anywhere' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  preview: {
    width: '100%',
    minHeight: '240px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: {
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyBase,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  srOnly: visuallyHidden,
  addForm: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The HTML of a mail for a sandboxed frame: no scripts run (the frame's sandbox allows nothing), forms cannot submit,
 * and the Content-Security-Policy loads no remote image, style or font (tracking pixels stay blank).
 */
export function sandboxedHtml(html: string): string {
  const csp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"></head><body>${html}</body></html>`;
}
