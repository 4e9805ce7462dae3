import {
  Badge,
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { bookingChangesEndpoints } from '../../../../shared/api/booking-changes';
import { resortsResource, vesselsResource } from '../../../../shared/api/assets';
import { todoEndpoints as api, type TodoPage as Page, type TodoRow } from '../../../../shared/api/todos';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { useResourceChoices } from '../../resources/use-resource';
import { ResourcePanelPage } from '../resources/resource-pages';
import { todoRulesConfig } from './todo-rules-config';
import { TODO_VIEWS, todoGroup, todoText, viewQuery, type TodoView } from './todo-rows';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  nowrap: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
});

const PAGE_SIZE = 50;

/** /todo: the open todos (own, all, overdue, all incl. solved) and, as a second tab, the todo rules' editor. */
export function TodoPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = params.get('view') === 'rules' ? 'rules' : 'todos';
  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setParams(d.value === 'rules' ? { view: 'rules' } : {})} data-testid="todo-tabs">
        <Tab value="todos" data-testid="todo-tab-todos">
          {t('todo.title')}
        </Tab>
        <Tab value="rules" data-testid="todo-tab-rules">
          {t('todo.rules')}
        </Tab>
      </TabList>
      {tab === 'rules' ? <ResourcePanelPage config={todoRulesConfig} /> : <TodoList />}
    </>
  );
}

/** Names of the resorts and vessels the caller may read (else the id shows). */
function useAssetNames(): (id: string | undefined) => string {
  const principal = usePrincipal();
  const resorts = useResourceChoices(passesAny(principal, resortsResource.scopes.read) ? resortsResource : undefined);
  const vessels = useResourceChoices(passesAny(principal, vesselsResource.scopes.read) ? vesselsResource : undefined);
  const names = new Map([...(resorts.data?.data ?? []), ...(vessels.data?.data ?? [])].map((a) => [a.id, String(a.name)]));
  return (id) => (id ? (names.get(id) ?? id) : '');
}

function TodoList() {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const [view, setView] = useState<TodoView>('open');
  // The task filter (issue 29): the names of GET /api/bookings/taskNames, the todos of the loaded pages filtered by it.
  const [task, setTask] = useState('');
  const tasks = useSWR(['bookings.taskNames', lang], () => callEndpoint(bookingChangesEndpoints.taskNames, { query: { lang } }), { revalidateOnFocus: false });
  // A built-in rule's words in the reader's language while untouched (the server names rules as stored).
  const taskName = (x: { id: string; name: string; group?: string }) => {
    const name = todoText({ text: x.name, definition: x.id }, t);
    const group = todoGroup(x.id, x.group, t);
    return group ? `${group}: ${name}` : name;
  };
  const q = viewQuery(view);
  const pages = useSWRInfinite<Page>(
    (i: number, prev: Page | null) => (i === 0 ? ['todo', view, ''] : prev?.next ? ['todo', view, prev.next] : null),
    ([, , next]: [string, string, string]) =>
      callEndpoint(api[q.list], {
        query: { size: PAGE_SIZE, ...(q.overdue ? { overdue: q.overdue } : {}), ...(next ? { next } : {}) },
      } as never) as Promise<Page>,
    { revalidateOnFocus: false },
  );
  const assetName = useAssetNames();
  const taskOf = (r: TodoRow) => (r.predefined ? `predefined:${r.predefined}` : (r.definition ?? ''));
  const rows = (pages.data?.flatMap((p) => p.data) ?? []).filter((r) => !task || taskOf(r) === task);
  const more = pages.data?.[pages.data.length - 1]?.next;

  // The row stays where it is, checked or not, until the view is read again (keyboard focus stays on it).
  const toggle = async (r: TodoRow) => {
    try {
      await callEndpoint(api.solve, { params: { booking: r.booking, todo: r.id } });
      notify({ intent: 'success', key: r.open ? 'todo.solved' : 'todo.reopened' });
      const flip = (x: TodoRow) => (x.booking === r.booking && x.id === r.id ? { ...x, open: !x.open, overdue: false } : x);
      await pages.mutate((data) => data?.map((p) => ({ ...p, data: p.data.map(flip) })), { revalidate: false });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <section className={styles.root} aria-label={t('todo.title')} data-testid="todo-page">
      <PageHeader title={t('todo.title')} />
      <RadioGroup layout="horizontal" aria-label={t('todo.filters')} value={view} onChange={(_e, d) => setView(d.value as TodoView)} data-testid="todo-views">
        {TODO_VIEWS.map((v) => (
          <Radio key={v} value={v} label={t(`todo.filter.${v}`)} data-testid={`todo-view-${v}`} />
        ))}
      </RadioGroup>
      {tasks.data?.data.length ? (
        <Select aria-label={t('todo.filter.task')} value={task} onChange={(_e, d) => setTask(d.value)} data-testid="todo-task-filter">
          <option value="">{t('todo.filter.anyTask')}</option>
          {tasks.data.data.map((x) => (
            <option key={x.id} value={x.id}>
              {taskName(x)}
            </option>
          ))}
        </Select>
      ) : null}
      {pages.error ? (
        <MessageBar intent="error" data-testid="todo-error">
          <MessageBarBody>{t('todo.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void pages.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !pages.data ? (
        <Spinner label={t('todo.loading')} data-testid="todo-loading" />
      ) : rows.length === 0 ? (
        <EmptyState message={t('todo.empty')} testId="todo-empty" />
      ) : (
        <div className={styles.wrap}>
          <Table className={styles.table} aria-label={t('todo.title')} data-testid="todo-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('todo.column.done')}</TableHeaderCell>
                <TableHeaderCell>{t('todo.column.due')}</TableHeaderCell>
                <TableHeaderCell>{t('todo.column.text')}</TableHeaderCell>
                <TableHeaderCell>{t('todo.column.booking')}</TableHeaderCell>
                <TableHeaderCell>{t('todo.column.customer')}</TableHeaderCell>
                <TableHeaderCell>{t('todo.column.asset')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => {
                const text = todoText(r, t);
                return (
                  <TableRow key={`${r.booking}#${r.id}`} data-testid={`todo-row-${r.bookingNo}-${r.id}`}>
                    <TableCell>
                      <Checkbox
                        checked={!r.open}
                        onChange={() => void toggle(r)}
                        aria-label={t(r.open ? 'todo.solve' : 'todo.reopen', { text, bookingNo: r.bookingNo })}
                        data-testid={`todo-solve-${r.bookingNo}-${r.id}`}
                      />
                    </TableCell>
                    <TableCell className={styles.nowrap}>
                      <span className={r.overdue ? styles.overdue : undefined}>{formatDate(r.due)}</span>{' '}
                      {r.overdue ? (
                        <Badge appearance="tint" color="danger" size="small">
                          {t('todo.overdue')}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell className={r.open ? undefined : styles.done}>{text}</TableCell>
                    <TableCell className={styles.nowrap}>
                      <AppLink to={`/booking/${encodeURIComponent(r.booking)}`} data-testid={`todo-booking-${r.bookingNo}-${r.id}`}>
                        #{r.bookingNo}
                      </AppLink>
                    </TableCell>
                    <TableCell>{r.customerName ?? ''}</TableCell>
                    <TableCell>{assetName(r.resort ?? r.vessel)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {more ? (
        <Button onClick={() => void pages.setSize(pages.size + 1)} data-testid="todo-more">
          {t('todo.more')}
        </Button>
      ) : null}
    </section>
  );
}
