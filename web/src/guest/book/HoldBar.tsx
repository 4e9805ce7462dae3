import { Body1, Button, Caption1, mergeClasses } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { bookApi, BookApiError } from './book-api';
import { useBookStyles } from './book-styles';
import { holdOf } from './engine';
import type { FlowProps } from './flow-props';
import { announcementBetween, canExtend, clockText, holdPhase, secondsLeft } from './hold-clock';

/**
 * The hold's countdown (docs/decisions/online-pages.md "The hold"): mm:ss ticking each second for the eye only
 * (aria-hidden), a polite message for screen readers at 5 and at 1 minute (and after an extension), "Extend" while
 * extensions are left. At 0 the engine is told the hold expired; a refused extension of an expired hold does the same.
 */
export function HoldBar({ state, dispatch, api, t }: FlowProps) {
  const styles = useBookStyles();
  const hold = holdOf(state.choice);
  const [now, setNow] = useState(() => Date.now());
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const before = useRef<number | undefined>(undefined);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = hold ? secondsLeft(hold.expiresAt, now) : 0;
  useEffect(() => {
    if (!hold) return;
    const due = before.current !== undefined ? announcementBetween(before.current, left) : undefined;
    before.current = left;
    if (due) setSaid(t('bookPage.heldSr', { minutes: due / 60 }));
    if (left === 0 && (state.status === 'held' || state.status === 'aborted')) dispatch({ type: 'expired' });
  }, [left, hold, state.status, dispatch, t]);
  if (!hold) return null;
  const phase = holdPhase(left);
  const extend = async () => {
    setBusy(true);
    try {
      const r = await bookApi.extend(api, hold.id, state.choice.token!);
      dispatch({ type: 'extended', hold: { ...hold, expiresAt: r.holdExpiresAt, extensionsLeft: r.extensionsLeft } });
      before.current = undefined;
      setSaid(`${t('bookPage.extended')} ${t('bookPage.heldSr', { minutes: Math.ceil(secondsLeft(r.holdExpiresAt, Date.now()) / 60) })}`);
    } catch (err) {
      if (err instanceof BookApiError && err.code === 'HOLD_EXPIRED') dispatch({ type: 'expired' });
      else if (err instanceof BookApiError && err.status === 409) dispatch({ type: 'extended', hold: { ...hold, extensionsLeft: 0 } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.spread} data-testid="book-hold" data-phase={phase}>
      <div>
        <Body1>{t('bookPage.hold')}</Body1>
        <br />
        <span className={mergeClasses(styles.clock, phase === 'ending' && styles.ending)} aria-hidden="true" data-testid="book-clock">
          {clockText(left)}
        </span>
        <span className={styles.srOnly}>{t('bookPage.heldSr', { minutes: Math.ceil(left / 60) })}</span>
      </div>
      {canExtend(hold, left) && state.status !== 'processing' && state.status !== 'confirmed' ? (
        <div className={styles.row}>
          <Caption1>{t('bookPage.extendsLeft', { n: hold.extensionsLeft })}</Caption1>
          <Button onClick={() => void extend()} disabled={busy} data-testid="book-extend">
            {t('bookPage.extend')}
          </Button>
        </div>
      ) : null}
      <span role="status" aria-live="polite" className={styles.srOnly} data-testid="book-hold-said">
        {said}
      </span>
    </div>
  );
}
