import { useEffect, useState } from 'react';
import { BookApiError } from './book-api';

/** A call's state on the page: loading, its answer, or why it failed (retry asks again). */
export type CallState<T> =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; why: 'busy' | 'unknown' | 'error'; retry: () => void };

export function failureOf(err: unknown): 'busy' | 'unknown' | 'error' {
  const status = err instanceof BookApiError ? err.status : 0;
  return status === 429 ? 'busy' : status === 404 ? 'unknown' : 'error';
}

/**
 * Calls `run` whenever `key` changes (undefined: nothing to ask yet); an answer to an older key is dropped. `delay`
 * waits that long after the last change (the price while the guest clicks through quantities).
 */
export function useCall<T>(key: string | undefined, run: () => Promise<T>, delay = 0): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === undefined) {
      setState({ kind: 'idle' });
      return;
    }
    let live = true;
    setState((s) => (s.kind === 'ready' && delay > 0 ? s : { kind: 'loading' }));
    const timer = setTimeout(() => {
      run().then(
        (data) => live && setState({ kind: 'ready', data }),
        (err: unknown) => live && setState({ kind: 'failed', why: failureOf(err), retry: () => setAttempt((a) => a + 1) }),
      );
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `run` is made anew on each render; `key` names what it asks.
  }, [key, attempt]);
  return state;
}
