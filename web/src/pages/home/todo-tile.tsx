import { Body1, Caption1 } from '@fluentui/react-components';
import useSWR from 'swr';
import { ApiCallError } from '../../api/client';
import { callRoute } from '../../api/endpoint-client';
import { startEndpoints } from '../../api/first-endpoints';
import { AppLink } from '../../components/AppLink/AppLink';
import { useI18n } from '../../hooks/use-i18n';
import { todoText } from '../todo/todo-rows';
import { openTodos, type OwnTodo } from './dashboard-model';
import { formatDay, Tile, useTileStyles } from './booking-tiles';

/** As many as one answer carries: the count reads "more than 500" past that. */
const TILE_SIZE = 500;

/**
 * The open to-dos as /todo shows them first (GET /api/todo/open: every booking the caller may read, one
 * Query), with how many are open and overdue; overdue first. Feature flag `todo`; shown only when the call
 * answers (a caller without the scope: no tile, no placeholder).
 */
export function TodoTile({ today }: { today: string }) {
  const styles = useTileStyles();
  const { t } = useI18n();
  const { data, error } = useSWR(
    'home-todos-open',
    async () => {
      try {
        const page = await callRoute(startEndpoints.openTodos, { query: { size: TILE_SIZE } });
        return { list: page.data as OwnTodo[], more: page.next !== undefined };
      } catch (err) {
        if (err instanceof ApiCallError && (err.error.statusCode === 404 || err.error.statusCode === 403)) return null;
        throw err;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!data || error) return null;
  const list = openTodos(data.list, today);
  const overdue = list.filter((todo) => todo.overdue).length;
  return (
    <Tile id="dash-todos" title={t('home.dash.todos')} link="/todo" linkText={t('home.dash.allTodos')}>
      {list.length > 0 ? (
        <Body1 data-testid="dash-todo-count">{t(data.more ? 'home.dash.todoCountMore' : 'home.dash.todoCount', { open: list.length, overdue })}</Body1>
      ) : null}
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
