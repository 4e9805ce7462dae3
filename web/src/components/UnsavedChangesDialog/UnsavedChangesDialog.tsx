import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../../hooks/use-i18n';

/** Asks before leaving a page with unsaved changes: in-app navigation by dialog, closing the tab by the browser. */
export function UnsavedChangesDialog({ when }: { when: boolean }) {
  const { t } = useI18n();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(_e, d) => !d.open && blocker.reset?.()} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('common.leaveTitle')}</DialogTitle>
          <DialogContent>{t('common.leaveText')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker.reset?.()}>
              {t('common.stay')}
            </Button>
            <Button onClick={() => blocker.proceed?.()}>{t('common.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
