import { Badge, Body1, Checkbox, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { Booking } from '../../../../shared/api/bookings';
import { todoEndpoints as api } from '../../../../shared/api/todos';
import { isOverdue, type Todo } from '../../../../shared/domain/booking/todos';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { todoText } from '../todo/todo-rows';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  due: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The booking file's Todos (docs/decisions.md, "Todos"): each todo with its due date, overdue ones marked (as of
 * today, not as of the last change), a checkbox that solves or reopens it (POST todo/solve/{booking}/{todo}: a
 * booking change, so the history shows it and the file reloads).
 */
export function BookingTodos({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const todos: Todo[] = booking.todo ?? [];
  const today = new Date().toISOString().slice(0, 10);
  const title = t('todo.booking.title');
  const toggle = async (todo: Todo) => {
    try {
      await callEndpoint(api.solve, { params: { booking: booking.id, todo: todo.id } });
      notify({ intent: 'success', key: todo.open ? 'todo.solved' : 'todo.reopened' });
      onChanged();
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <section className={styles.root} aria-label={title} data-testid="booking-todos">
      <Subtitle1 as="h2">{title}</Subtitle1>
      {todos.length === 0 ? (
        <Body1 className={styles.muted}>{t('todo.booking.empty')}</Body1>
      ) : (
        <ul className={styles.list}>
          {todos.map((todo) => {
            const text = todoText(todo, t);
            const late = isOverdue(todo, today);
            return (
              <li key={todo.id} className={styles.item} data-testid={`booking-todo-${todo.id}`} data-open={todo.open}>
                <Checkbox
                  checked={!todo.open}
                  onChange={() => void toggle(todo)}
                  label={<span className={todo.open ? undefined : styles.done}>{text}</span>}
                  aria-label={t(todo.open ? 'todo.booking.solve' : 'todo.booking.reopen', { text })}
                  data-testid={`booking-todo-solve-${todo.id}`}
                />
                <span className={late ? styles.overdue : styles.due}>{formatDate(todo.due)}</span>
                {late ? (
                  <Badge appearance="tint" color="danger" size="small">
                    {t('todo.overdue')}
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
