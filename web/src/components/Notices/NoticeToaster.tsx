import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useI18n } from '../../hooks/use-i18n';
import { attachNotices, noticeTimeout } from '../../notices/notice-bus';

/** The snackbar (loaded with the first notice, ./Notices.tsx): shows the notice bus's messages, errors for 6 s and the rest for 3 s. */
export function NoticeToaster() {
  const toasterId = useId('notices');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);
  const { t } = useI18n();

  useEffect(
    () =>
      attachNotices((notice) => {
        if (notice === 'clear') {
          dismissAllToasts();
          return;
        }
        dispatchToast(
          <Toast data-testid={`notice-${notice.intent}`}>
            <ToastTitle>{t(notice.key, notice.params)}</ToastTitle>
          </Toast>,
          { intent: notice.intent, timeout: noticeTimeout(notice.intent), politeness: notice.intent === 'error' ? 'assertive' : 'polite' },
        );
      }),
    [dispatchToast, dismissAllToasts, t],
  );

  // Below the header, so that the language switch and the user menu stay reachable.
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: 56 }} pauseOnHover limit={4} />;
}
