import { useEffect, useState } from 'react';
import { agencyCreditEndpoints, customerCreditEndpoints, type CreditEndpoints } from '../../../../shared/api/credits';
import type { CreditKind, CreditNote } from '../../../../shared/domain/credit/credit';
import { apiFetch } from '../../api/client';
import { notifyError } from '../../notices/notice-bus';

/** Shared by the credit screens and the booking file's credit section. */

export const creditApi = (kind: CreditKind): CreditEndpoints =>
  kind === 'agency' ? agencyCreditEndpoints : (customerCreditEndpoints as unknown as CreditEndpoints);

export type CreditState = 'open' | 'used' | 'voided' | 'expired';
export function stateOf(c: CreditNote): CreditState {
  if (c.voided) return 'voided';
  if (c.open) return 'open';
  return Number(c.remaining) > 0 ? 'expired' : 'used';
}

export interface OwnerOption {
  id: string;
  name: string;
}

/** Agencies or customers whose name matches what is typed (two letters at least), debounced. */
export function useOwnerSearch(kind: CreditKind, text: string): OwnerOption[] {
  const [found, setFound] = useState<OwnerOption[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return setFound([]);
    let live = true;
    const timer = setTimeout(() => {
      const path = kind === 'agency' ? '/api/agencies' : '/api/customers';
      apiFetch<{ data: Array<{ id: string; name?: string; masterData?: { firstName?: string; lastName?: string } }> }>(
        `${path}?search=${encodeURIComponent(q)}&size=8&sort=name`,
      )
        .then((r) => {
          if (!live) return;
          setFound(r.data.map((x) => ({ id: x.id, name: x.name ?? [x.masterData?.firstName, x.masterData?.lastName].filter(Boolean).join(' ') })));
        })
        .catch(notifyError);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, text]);
  return found;
}
