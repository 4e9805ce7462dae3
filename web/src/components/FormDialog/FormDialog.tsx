import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  title: ReactNode;
  /** Called on the submit button and on Enter in a field; the dialog shows `busy` while the caller's work runs. */
  onSubmit: () => void | Promise<void>;
  /** Closed by Cancel or Escape (not while busy). */
  onClose: () => void;
  busy: boolean;
  submitLabel: string;
  /** Default: "Cancel" in the user's language. */
  cancelLabel?: string;
  /** The submit button is disabled (besides while busy), e.g. until a required choice is made. */
  submitDisabled?: boolean;
  /** A refusal to show inline (the dialog stays open), e.g. the server's message. */
  error?: string | null;
  errorTestId?: string;
  testId: string;
  submitTestId: string;
  /** The id of the text that describes the dialog (a question); none: the title alone names it. */
  describedBy?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The one form dialog (docs/decisions/web-data.md, "Form dialog"): a modal Fluent dialog around a form, its title,
 * fields, an inline error, and Cancel / submit with the busy state. Enter in a field submits (a real form with a submit
 * button); the form does its own validation (`noValidate`: fields say what is wrong with their validationMessage).
 * Fluent moves the focus to the first focusable element of the surface when it opens: the first field, since the
 * fields come before the buttons.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, onSubmit, onClose, busy, submitLabel, cancelLabel, submitDisabled, error, errorTestId, testId, submitTestId, describedBy } = props;
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby={describedBy} data-testid={testId}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={mergeClasses(styles.form, props.contentClassName)}>
              {props.children}
              {error ? (
                <MessageBar intent="error" data-testid={errorTestId}>
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy || submitDisabled} data-testid={submitTestId}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
