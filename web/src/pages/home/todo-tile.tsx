import { Body1, Caption1 } from '@fluentui/react-components';
import useSWR from 'swr';
import { apiFetch, ApiCallError } from '../../api/client';
import { AppLink } from '../../components/AppLink/AppLink';
import { useI18n } from '../../hooks/use-i18n';
import { todoText } from '../todo/todo-rows';
import { openTodos, type OwnTodo } from './dashboard-model';
import { formatDay, Tile, useTileStyles } from './booking-tiles';

/**
 * The caller's open and overdue to-dos (GET /api/todo/own, feature flag `todo`). Shown only when the flag is on and
 * the call answers (a caller without the scope: no tile, no placeholder).
 */
export function TodoTile({ today }: { today: string }) {
  const styles = useTileStyles();
  const { t } = useI18n();
  const { data, error } = useSWR(
    'home-todos-own',
    async () => {
      try {
        return (await apiFetch<{ data: OwnTodo[] }>('/api/todo/own')).data;
      } catch (err) {
        if (err instanceof ApiCallError && (err.error.statusCode === 404 || err.error.statusCode === 403)) return null;
        throw err;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!data || error) return null;
  const list = openTodos(data, today);
  return (
    <Tile id="dash-todos" title={t('home.dash.todos')} link="/todo" linkText={t('home.dash.todos')}>
      {list.length === 0 ? (
        <Body1 className={styles.muted}>{t('home.dash.noTodos')}</Body1>
      ) : (
        <ul className={styles.list}>
          {list.slice(0, 10).map((todo) => (
            <li key={`${todo.booking}-${todo.id}`} className={styles.item}>
              <AppLink to={`/booking/${encodeURIComponent(todo.booking)}`}>
                {todo.bookingNo !== undefined ? `#${todo.bookingNo} ` : ''}
                {todoText(todo, t)}
              </AppLink>
              {todo.customerName ? <Caption1 className={styles.muted}>{todo.customerName}</Caption1> : null}
              {todo.due ? (
                <Caption1 className={todo.overdue ? styles.warn : styles.muted}>
                  {t(todo.overdue ? 'home.dash.overdue' : 'home.dash.due', { date: formatDay(todo.due) })}
                </Caption1>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
}
