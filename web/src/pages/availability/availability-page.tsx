import { Button, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import useSWR from 'swr';
import { resortsResource } from '../../../../shared/api/assets';
import { priceExtraEndpoints } from '../../../../shared/api/prices';
import { roomExtraEndpoints as api, type RoomNight } from '../../../../shared/api/rooms';
import { passesAny } from '../../../../shared/auth/permissions';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { DateInput } from '../../components/DateInput/DateInput';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { useResourceChoices } from '../../resources/use-resource';
import { useRouteTitle } from '../resources/resource-pages';
import { DEFAULT_NIGHTS, MAX_NIGHTS, shiftDays, today, useAvailabilityStyles } from './availability-common';
import { AvailabilityGrid, type GridRoom, type Selection } from './availability-grid';
import { AvailabilityRates } from './availability-rates';
import { BlockerDialog, type BlockerDraft } from './blocker-dialog';

/**
 * /resort/availability: a resort's rooms by night (free, booked, blocked) with the free count per room type,
 * a week back or on, blockers added from selected nights or the dialog and removed from a blocked cell.
 */
export function ResortAvailabilityPage() {
  const styles = useAvailabilityStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const principal = usePrincipal();
  const canBlock = passesAny(principal, api.addBlocker.scopes);
  const canReadPrices = passesAny(principal, priceExtraEndpoints.resortEntries.scopes);
  const { data: resortList, isLoading: resortsLoading } = useResourceChoices(resortsResource);
  const resorts = resortList?.data ?? [];
  const [picked, setPicked] = useState('');
  const resort = picked || resorts[0]?.id || '';
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => shiftDays(today(), DEFAULT_NIGHTS));
  const [selection, setSelection] = useState<Selection | null>(null);
  const [draft, setDraft] = useState<BlockerDraft | null>(null);
  const [busy, setBusy] = useState(false);

  const nights = from && to ? daysBetween(from, to) : 0;
  const validRange = nights >= 1 && nights <= MAX_NIGHTS;
  const key = resort && validRange ? ['availability', resort, from, to] : null;
  const { data, isLoading, mutate } = useSWR(key, () => callEndpoint(api.resort, { query: { resort, from, to } }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: notifyError,
  });

  const shift = (days: number) => {
    setFrom((f) => shiftDays(f, days));
    setTo((v) => shiftDays(v, days));
    setSelection(null);
  };

  const toggle = (room: GridRoom, night: string) =>
    setSelection((current) => {
      const nightsOfRoom = new Set(current?.room === room.id ? current.nights : []);
      if (nightsOfRoom.has(night)) nightsOfRoom.delete(night);
      else nightsOfRoom.add(night);
      return nightsOfRoom.size ? { room: room.id, nights: nightsOfRoom } : null;
    });

  const blockSelection = () => {
    if (!selection) return;
    const sorted = [...selection.nights].sort();
    setDraft({ room: selection.room, from: sorted[0]!, to: shiftDays(sorted[sorted.length - 1]!, 1) });
  };

  /** Removes the blocker's nights around the cell that are in view (the blocker's contiguous run). */
  const remove = async (room: GridRoom, cell: RoomNight) => {
    const i = room.nights.findIndex((n) => n.night === cell.night);
    const same = (n: RoomNight | undefined) => n?.state === 'blocked' && n.blocker === cell.blocker;
    let first = i;
    let last = i;
    while (same(room.nights[first - 1])) first--;
    while (same(room.nights[last + 1])) last++;
    setBusy(true);
    try {
      const answer = await callEndpoint(api.removeBlocker, {
        body: { room: room.id, from: room.nights[first]!.night, to: shiftDays(room.nights[last]!.night, 1) },
      });
      notify({ intent: 'success', key: 'availability.removed', params: { room: room.name, nights: answer.released } });
      await mutate();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const resortName = resorts.find((r) => r.id === resort)?.name ?? resort;
  const rooms = data?.rooms ?? [];
  let body;
  if (resortsLoading || (isLoading && !data)) {
    body = <ListSkeleton label={t('availability.loading')} columns={[2, 1, 1, 1, 1, 1, 1, 1]} testId="availability-loading" />;
  } else if (resorts.length === 0) {
    body = (
      <EmptyState message={t('availability.noResorts')} testId="availability-no-resorts">
        <AppLink to="/resort/create">{t('availability.createResort')}</AppLink>
      </EmptyState>
    );
  } else if (data && rooms.length === 0) {
    body = (
      <EmptyState message={t('availability.noRooms')} testId="availability-empty">
        <AppLink to="/resort/room/create">{t('availability.createRoom')}</AppLink>
      </EmptyState>
    );
  } else if (data) {
    body = (
      <AvailabilityGrid
        data={data}
        resortName={String(resortName)}
        selection={selection}
        canBlock={canBlock}
        busy={busy}
        onToggle={toggle}
        onRemove={(room, n) => void remove(room, n)}
      />
    );
  }

  return (
    <section className={styles.root} aria-label={title} data-testid="availability-page">
      <PageHeader title={title} />
      <div className={styles.filters}>
        {resorts.length > 1 ? (
          <Field label={t('availability.resort')} className={styles.resort}>
            <Select
              value={resort}
              onChange={(_e, d) => {
                setPicked(d.value);
                setSelection(null);
              }}
              data-testid="availability-resort"
            >
              {resorts.map((r) => (
                <option key={r.id} value={r.id}>
                  {String(r.name)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={t('availability.from')}>
          <DateInput value={from} onChange={(v) => v && setFrom(v)} data-testid="availability-from" />
        </Field>
        <Field
          label={t('availability.to')}
          validationState={validRange ? 'none' : 'error'}
          validationMessage={validRange ? undefined : t('availability.invalidRange')}
        >
          <DateInput value={to} onChange={(v) => v && setTo(v)} data-testid="availability-to" />
        </Field>
        <div className={styles.actions}>
          <Button icon={<ChevronLeftRegular />} onClick={() => shift(-7)} data-testid="availability-prev">
            {t('availability.prevWeek')}
          </Button>
          <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={() => shift(7)} data-testid="availability-next">
            {t('availability.nextWeek')}
          </Button>
          {canBlock && rooms.length > 0 ? (
            <Button
              icon={<AddRegular />}
              appearance="primary"
              onClick={() => setDraft({ room: '', from, to: shiftDays(from, 1) })}
              data-testid="availability-add"
            >
              {t('availability.addBlocker')}
            </Button>
          ) : null}
        </div>
      </div>
      {selection ? (
        <MessageBar intent="info" data-testid="availability-selection">
          <MessageBarBody className={styles.actions}>
            <Button appearance="primary" size="small" onClick={blockSelection} data-testid="availability-block-selected">
              {t('availability.blockSelected', { count: selection.nights.size })}
            </Button>
            <Button size="small" icon={<DismissRegular />} onClick={() => setSelection(null)}>
              {t('availability.clearSelection')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {body}
      {canReadPrices && data && rooms.length > 0 && data.nights.length > 0 ? (
        <AvailabilityRates resort={resort} first={data.nights[0]!} last={data.nights[data.nights.length - 1]!} />
      ) : null}
      {draft ? (
        <BlockerDialog
          rooms={rooms.map((r) => ({ id: r.id, name: r.name }))}
          draft={draft}
          onClose={() => setDraft(null)}
          onDone={() => {
            setDraft(null);
            setSelection(null);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
