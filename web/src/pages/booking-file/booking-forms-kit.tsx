import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiCallError } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify } from '../../notices/notice-bus';

/** What the booking file's change dialogs share: a form in a dialog, the call's error inline, a notice when saved. */

export const useFormStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The error of a call as one line: the message's text and the server's description (which names room and night). */
export function useErrorText(): (err: unknown) => string {
  const { t } = useI18n();
  return (err) => {
    const notice = errorNotice(err);
    const text = t(notice.key, notice.params);
    const description = err instanceof ApiCallError ? err.error.description : '';
    return description && !text.includes(description) ? `${text} ${description}` : text;
  };
}

/** Runs a change: busy while it runs, the error kept for the dialog (inline), a success notice and `onDone` after. */
export function useChange(bookingNo: number, onDone: () => void) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      notify({ intent: 'success', key: 'booking.rooms.done', params: { bookingNo } });
      onDone();
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}

/** A change form in a modal dialog (Escape and the cancel button close it; Enter submits). */
export function FormDialog({
  title,
  testId,
  busy,
  error,
  canSubmit = true,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  busy: boolean;
  error: string | null;
  canSubmit?: boolean;
  submitLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const styles = useFormStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && canSubmit) onSubmit();
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid={testId}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children}
              {error ? (
                <MessageBar intent="error" data-testid={`${testId}-error`}>
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy || !canSubmit} data-testid={`${testId}-save`}>
                {submitLabel ?? t('booking.form.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
