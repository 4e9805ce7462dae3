import type { Todo } from '../../../shared/domain/booking/todos';
import type { BookingItem } from '../../data/entities/booking';
import type { Attachment } from '../../data/entities/guest-form';
import type { RetentionDone } from '../../data/entities/guest-form-retention';

/**
 * The audit entry of the retention run (docs/decisions/forms.md "Retention"): per booking form, a closed todo of the
 * group `guestform-retention` written by the system job (the booking's history shows the version, by `system`, with
 * the action `guestformRetention`, and the todo's words say what was deleted, of whom and when), in the booking's
 * language.
 */
export const retentionTodoId = (form: string) => `guestform-retention-${form}`;

const WORDS = {
  de: {
    deleted: (form: string) => `Gästeformular-Daten nach Ablauf der Aufbewahrungsfrist gelöscht: ${form}`,
    answers: 'medizinische Antworten von',
    uploads: (n: number) => `${n} hochgeladene Datei(en)`,
    lead: 'Hauptbucher',
    guest: 'Gast',
  },
  en: {
    deleted: (form: string) => `Guest form data deleted after the retention period: ${form}`,
    answers: 'medical answers of',
    uploads: (n: number) => `${n} uploaded file(s)`,
    lead: 'lead booker',
    guest: 'Guest',
  },
};

/** The audit todos of the forms done, for the booking (the change adds those it does not hold yet). */
export function auditTodos(b: Pick<BookingItem, 'language'>, forms: readonly Attachment[], done: readonly RetentionDone[]): Todo[] {
  const w = WORDS[b.language === 'en' ? 'en' : 'de'];
  return done.map((d) => {
    const name = forms.find((f) => f.id === d.form)?.name ?? d.form;
    const who = d.answersOf.map((k) => (k === 'lead' ? w.lead : `${w.guest} ${k.replace('guest-', '')}`));
    const parts = [who.length ? `${w.answers} ${who.join(', ')}` : '', d.uploads ? w.uploads(d.uploads) : ''].filter(Boolean);
    return {
      id: retentionTodoId(d.form),
      group: 'guestform-retention',
      text: `${w.deleted(name)} (${parts.join('; ')}), ${d.at.slice(0, 16).replace('T', ' ')} UTC`.slice(0, 300),
      due: d.at.slice(0, 10),
      open: false,
      editedBy: 'system',
      createdAt: d.at,
      updatedAt: d.at,
    };
  });
}
