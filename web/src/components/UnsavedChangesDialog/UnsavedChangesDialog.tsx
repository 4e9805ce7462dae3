import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../../hooks/use-i18n';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation (links, Back, Forward) by dialog,
 * closing the tab by the browser. `param` names a search parameter that is part of where one is (the
 * side panel's `?id=`): changing it is leaving too, so Back from an open panel warns as well.
 */
export function UnsavedChangesDialog({ when, param }: { when: boolean; param?: string }) {
  const { t } = useI18n();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!when) return false;
    if (currentLocation.pathname !== nextLocation.pathname) return true;
    return !!param && new URLSearchParams(currentLocation.search).get(param) !== new URLSearchParams(nextLocation.search).get(param);
  });

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
            <Button appearance="primary" onClick={() => blocker.reset?.()} data-testid="leave-stay">
              {t('common.stay')}
            </Button>
            <Button onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
              {t('common.leave')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
