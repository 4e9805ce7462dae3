import { makeStyles, tokens } from '@fluentui/react-components';
import { mutate } from 'swr';
import { mailReaderCsp } from '../../../../shared/domain/mail/mailbox';

/** What the mailbox page, its reader and its answer dialog share (docs/decisions/mailbox.md). */
export const MAILBOX_KEY = 'mailbox';
/** New mail shows within a minute: the open folder is read again every 30 s (and on focus). */
export const MAILBOX_REFRESH_MS = 30_000;

export const revalidateMailbox = () => mutate((key) => Array.isArray(key) && key[0] === MAILBOX_KEY);

export const useMailboxStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(140px, 200px) minmax(280px, 1fr) minmax(320px, 1.4fr)', gap: tokens.spacingHorizontalM, minWidth: 0 },
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalM,
  },
  folders: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  folder: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  unread: { fontWeight: tokens.fontWeightSemibold },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', color: tokens.colorNeutralForeground2 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  frame: {
    width: '100%',
    minHeight: '360px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
  text: { whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyBase, margin: 0, overflowWrap: 'anywhere' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  dialogBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The sanitised HTML (the server removed scripts, forms, frames and handlers) in a document whose CSP runs nothing and
 * loads images only inline, or from anywhere once the reader allowed them for this mail. The frame's empty sandbox is
 * the third wall.
 */
export function readerDocument(html: string, remoteImages: boolean): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${mailReaderCsp(remoteImages)}">` +
    '<meta name="referrer" content="no-referrer"><base target="_blank">' +
    `</head><body style="font-family:sans-serif;margin:8px">${html}</body></html>`
  );
}
