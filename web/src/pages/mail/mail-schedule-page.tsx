import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { mailScheduleExtraEndpoints as api } from '../../../../shared/api/mail-schedules';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import type { Entity } from '../../resources/resource-types';
import { mailSchedulesConfig } from '../../resources/mail-schedules';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notifyError } from '../../notices/notice-bus';
import { ResourcePanelPage } from '../resources/resource-pages';
import { useMailQueueStyles } from './mail-queue-common';

/**
 * /config/mailschedule (docs/decisions/mail-schedules.md): the rules in a list with the editor in the side panel
 * (relative time, filters, template, recipients); beside a saved rule, "Test" sends its mail once to the operator
 * with a real booking's data (the first booking the rule has planned is offered).
 */
export function MailSchedulePage() {
  const { t } = useI18n();
  return (
    <ResourcePanelPage
      config={mailSchedulesConfig}
      notice={
        <Body1>
          {t('mailSchedule.intro')}{' '}
          <AppLink to="/config/mailscheduled" data-testid="mail-scheduled-link">
            {t('mailSchedule.scheduledLink')}
          </AppLink>
        </Body1>
      }
      aside={(_draft, entity) => <ScheduleTest entity={entity} />}
    />
  );
}

function ScheduleTest({ entity }: { entity: Entity | undefined }) {
  const styles = useMailQueueStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const [booking, setTestBooking] = useState('');
  const [to, setTo] = useState(principal.email ?? '');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ bookingNo: number; to: string } | null>(null);
  const rule = entity?.id;

  // Offer the first booking the rule has planned.
  useEffect(() => {
    if (!rule) return;
    let live = true;
    void callEndpoint(api.scheduled, { query: { size: 50 } })
      .then((res) => {
        const first = res.upcoming.find((r) => r.rule === rule) ?? res.sent.find((r) => r.rule === rule);
        if (live && first) setTestBooking((b) => b || first.booking);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [rule]);

  if (!rule) return <Body1>{t('mailSchedule.test.saveFirst')}</Body1>;
  const send = async () => {
    setBusy(true);
    setSent(null);
    try {
      const res = await callEndpoint(api.test, { params: { id: rule }, body: { booking: booking.trim(), ...(to.trim() ? { to: to.trim() } : {}) } });
      setSent({ bookingNo: res.bookingNo, to: res.to });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="mail-schedule-test-title" data-testid="mail-schedule-test">
      <Subtitle2 as="h2" id="mail-schedule-test-title">
        {t('mailSchedule.test.title')}
      </Subtitle2>
      <Body1>{t('mailSchedule.test.intro')}</Body1>
      <Field label={t('mailSchedule.test.booking')} required>
        <Input value={booking} onChange={(_e, d) => setTestBooking(d.value)} data-testid="mail-schedule-test-booking" />
      </Field>
      <Field label={t('mailSchedule.test.to')}>
        <Input type="email" value={to} onChange={(_e, d) => setTo(d.value)} data-testid="mail-schedule-test-to" />
      </Field>
      <div>
        <Button appearance="primary" disabled={busy || !booking.trim()} onClick={() => void send()} data-testid="mail-schedule-test-send">
          {t('mailSchedule.test.send')}
        </Button>
      </div>
      {sent ? (
        <MessageBar intent="success" data-testid="mail-schedule-test-sent">
          <MessageBarBody>{t('mailSchedule.test.sent', sent)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
