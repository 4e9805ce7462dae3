import type { MessageKey, Translate } from '../../../../shared/i18n/core';

/**
 * The milestones of terms of payment (or of a commission's payment) as one sentence an operator checks at a
 * glance: "Deposit: 30 % on booking; Balance: the rest 30 days before travel." Read from the draft as typed, so
 * it follows every keystroke; the rules are the engine's (shared/domain/pricing/terms.ts): a value above 0 wins
 * over the percent, one milestone at most takes the rest, and without one the last takes what remains.
 */
export interface DraftMilestone {
  reason?: unknown;
  percent?: unknown;
  value?: unknown;
  useTerms?: unknown;
  date?: { days?: unknown; from?: unknown } | null;
  includeCommission?: unknown;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function milestoneSentence(entries: readonly DraftMilestone[], t: Translate, fmt: (n: number) => string = String): string {
  if (entries.length === 0) return t('label.prices.previewNone');
  const takesRest = entries.findIndex((e) => e.useTerms === true);
  const restAt = takesRest >= 0 ? takesRest : entries.length - 1;
  const parts = entries.map((e, i) => {
    const reason = typeof e.reason === 'string' && e.reason.trim() ? e.reason.trim() : t('label.prices.previewMilestone', { n: i + 1 });
    const what =
      i === restAt && takesRest >= 0
        ? t('label.prices.previewRest')
        : num(e.value) > 0
          ? t('label.prices.previewValue', { value: fmt(num(e.value)) })
          : t('label.prices.previewPercent', { percent: fmt(num(e.percent)) });
    const widened = i === restAt && takesRest < 0 ? ` ${t('label.prices.previewWidened')}` : '';
    const days = num(e.date?.days);
    const travel = e.date?.from === 'travel';
    const dueKey: MessageKey = travel
      ? days === 0
        ? 'label.prices.previewDueOnTravel'
        : 'label.prices.previewDueTravel'
      : days === 0
        ? 'label.prices.previewDueOnBooking'
        : 'label.prices.previewDueBooking';
    const commission = e.includeCommission === true ? ` ${t('label.prices.previewWithCommission')}` : '';
    return `${reason}: ${what}${widened} ${t(dueKey, { days })}${commission}`;
  });
  return `${parts.join('; ')}.`;
}

/** Percent the milestones ask for besides the one taking the rest (over 100: the server refuses them). */
export function askedPercent(entries: readonly DraftMilestone[]): number {
  return entries.filter((e) => e.useTerms !== true && !(num(e.value) > 0)).reduce((a, e) => a + num(e.percent), 0);
}
