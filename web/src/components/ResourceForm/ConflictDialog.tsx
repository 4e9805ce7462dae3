import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useI18n } from '../../hooks/use-i18n';

/**
 * A save came back 409 VERSION_CONFLICT: someone saved in between. Reload shows their version (and
 * drops the edits); keep editing leaves the draft as it is.
 */
export function ConflictDialog({ open, onReload, onClose }: { open: boolean; onReload: () => void; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('form.conflictTitle')}</DialogTitle>
          <DialogContent data-testid="conflict-text">{t('form.conflictText')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onReload} data-testid="conflict-reload">
              {t('form.reload')}
            </Button>
            <Button onClick={onClose}>{t('form.keepEditing')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
