import {
  Badge,
  Button,
  Caption1,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { specialExtraEndpoints } from '../../../../shared/api/specials';
import type { EndpointOutput } from '../../../../shared/api/endpoint';
import { isMessageKey } from '../../i18n/dictionary';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { explain } from '../../i18n/price-lines';

type MatchesAnswer = EndpointOutput<typeof specialExtraEndpoints.matches>;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
  why: { color: tokens.colorNeutralForeground2 },
});

/**
 * On a saved special: the bookings of the last 365 days its rule would have matched (GET /api/specials/{id}/matches),
 * each with the engine's outcome, so an operator sees what a rule does before guests meet it. Asked for on demand:
 * the server prices every booking again. Only the matched ones are listed; the count says how many were checked.
 * The server checks at most MATCHES_PAGE bookings a call and says when more follow: the operator checks on.
 */
export function SpecialMatches({ id }: { id: string | undefined }) {
  const { t } = useI18n();
  const styles = useStyles();
  const [asked, setAsked] = useState(false);
  // Pages of at most MATCHES_PAGE bookings: the next one is asked for on demand while the last answer names one.
  const pages = useSWRInfinite(
    (index, previous: MatchesAnswer | null) => (!asked || !id || (previous && !previous.next) ? null : ['specials.matches', id, index, previous?.next ?? '']),
    ([, , , cursor]) => callEndpoint(specialExtraEndpoints.matches, { params: { id: id! }, query: cursor ? { cursor } : {} }),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  if (!id) return null;
  const loaded = pages.data ?? [];
  const matches = {
    error: pages.error as unknown,
    data: loaded.length ? { data: loaded.flatMap((p) => p.data), checked: loaded.reduce((n, p) => n + p.checked, 0) } : undefined,
  };
  const more = Boolean(loaded[loaded.length - 1]?.next);
  const loadingMore = pages.isValidating && loaded.length > 0;
  const matched = matches.data?.data.filter((m) => m.matched) ?? [];
  const range = (from?: string, to?: string) =>
    [from, to]
      .filter(Boolean)
      .map((d) => formatDate(d!))
      .join(' – ');
  return (
    <Card className={styles.card} data-testid="special-matches">
      <Subtitle2 as="h2">{t('label.specials.matches.title')}</Subtitle2>
      <Caption1>{t('label.specials.matches.hint')}</Caption1>
      {!asked && (
        <Button onClick={() => setAsked(true)} data-testid="special-matches-run">
          {t('label.specials.matches.run')}
        </Button>
      )}
      {asked && !matches.data && !matches.error && <Spinner size="tiny" label={t('label.specials.matches.loading')} />}
      {matches.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorNotice(matches.error).key, errorNotice(matches.error).params)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {matches.data && (
        <>
          <Caption1 data-testid="special-matches-count">
            {t('label.specials.matches.count', { matched: matched.length, checked: matches.data.checked })}
          </Caption1>
          {matched.length === 0 ? (
            <EmptyState testId="special-matches-none" message={t('label.specials.matches.none')} />
          ) : (
            <Table size="small" aria-label={t('label.specials.matches.title')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('label.specials.matches.booking')}</TableHeaderCell>
                  <TableHeaderCell>{t('label.specials.matches.dates')}</TableHeaderCell>
                  <TableHeaderCell>{t('label.specials.matches.outcome')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {matched.slice(0, 50).map((m) => (
                  <TableRow key={m.booking} data-testid="special-match">
                    <TableCell>
                      {m.bookingNo} <Badge appearance="tint">{m.state}</Badge>
                    </TableCell>
                    <TableCell>{range(m.checkIn, m.checkOut)}</TableCell>
                    <TableCell className={styles.why}>{explain(m.explanation, t, isMessageKey)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {matched.length > 50 && <Caption1>{t('label.specials.matches.more', { n: matched.length - 50 })}</Caption1>}
          {more && (
            <Button onClick={() => void pages.setSize(loaded.length + 1)} disabled={loadingMore} data-testid="special-matches-next">
              {t('label.specials.matches.next')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
