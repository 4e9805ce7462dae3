import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';

const RELOADED = 'tw.guestEntryReload';

/**
 * The guest's pages (/guestform/…, /guestform-m/…, /forms/…) are the guest entry's (web/guest.html, served by the
 * local server and CloudFront for these paths), not the staff app's: a link inside the staff app that leads there
 * loads the document again, so there is one page per path. Once per path: a server that answers index.html for them
 * (an old deployment) shows the spinner rather than reloading for ever.
 */
export function GuestEntryPage() {
  useEffect(() => {
    const here = window.location.pathname;
    if (window.sessionStorage.getItem(RELOADED) === here) return;
    window.sessionStorage.setItem(RELOADED, here);
    window.location.replace(window.location.href);
  }, []);
  return <Spinner style={{ marginTop: '20vh' }} />;
}
