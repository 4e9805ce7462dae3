import { useEffect, useState } from 'react';
import { attachNotices, notify, type Notice } from '../../notices/notice-bus';
import type { NoticeToaster as NoticeToasterComponent } from './NoticeToaster';

let loaded: typeof NoticeToasterComponent | undefined;
const loadToaster = () => import('./NoticeToaster').then((m) => (loaded = m.NoticeToaster));

/**
 * The snackbar's place in the shell. Fluent's Toaster (with its portal and motions) is fetched with the first
 * notice, not with every first page (docs/decisions/web.md "First load"): until then this holds the notices, and
 * hands them back to the bus when the toaster mounts, which shows what was posted before it attached.
 */
export function Notices() {
  const [Toaster, setToaster] = useState(() => loaded);

  useEffect(() => {
    if (Toaster) return;
    let held: Notice[] = [];
    let done = false;
    const detach = attachNotices((notice) => {
      if (notice === 'clear') {
        held = [];
        return;
      }
      held.push(notice);
      void loadToaster().then(
        (T) => {
          if (done) return;
          done = true;
          detach();
          held.forEach(notify);
          setToaster(() => T);
        },
        // Offline before the toaster was ever fetched: the next notice tries again.
        () => undefined,
      );
    });
    return () => {
      done = true;
      detach();
    };
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
