import { Body1, Button, Combobox, Field, Input, Option, Select, SpinButton, Tag, TagGroup } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { Customer } from '../../../../shared/domain/customer/customer';
import { apiFetch } from '../../api/client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { notifyError } from '../../notices/notice-bus';
import type { WizardForm, WizardPerson, WizardRoom } from './wizard-model';
import { useWizardStyles } from './wizard-styles';

type Found = Customer & { id: string };

/** A stored customer as the wizard's person (the fields the price depends on). */
export function personOf(c: Found): WizardPerson {
  const name = [c.masterData.firstName, c.masterData.lastName].filter(Boolean).join(' ');
  const nationality = c.passport?.nationality ?? c.masterData.nationality;
  return {
    id: c.id,
    name,
    gender: c.masterData.gender,
    ...(c.masterData.birthday ? { birthday: c.masterData.birthday } : {}),
    ...(nationality ? { nationality } : {}),
    ...(c.address?.country ? { country: c.address.country } : {}),
  };
}

/** Customers by name or e-mail (GET /api/customers?search=), typed at least 2 letters, debounced. */
export function useCustomerSearch(text: string): Found[] {
  const [found, setFound] = useState<Found[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return setFound([]);
    let live = true;
    const timer = setTimeout(() => {
      apiFetch<{ data: Found[] }>(`/api/customers?search=${encodeURIComponent(q)}&size=8&sort=name`)
        .then((r) => live && setFound(r.data))
        .catch(notifyError);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return found;
}

const EMPTY = { firstName: '', lastName: '', gender: 'u', birthday: '', nationality: '', email: '' };

/** A new customer with the fields guest forms need, created inline (POST /api/customers) and added to the room. */
export function NewPerson({ onCreated, index }: { onCreated: (p: WizardPerson) => void; index: number }) {
  const { t } = useI18n();
  const styles = useWizardStyles();
  const [v, setV] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (p: Partial<typeof EMPTY>) => setV((x) => ({ ...x, ...p }));
  const create = async () => {
    setBusy(true);
    try {
      const body = {
        masterData: {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          gender: v.gender,
          ...(v.birthday ? { birthday: v.birthday } : {}),
          ...(v.nationality ? { nationality: v.nationality.toUpperCase() } : {}),
        },
        ...(v.email.trim() ? { contact: { email: v.email.trim() } } : {}),
      };
      onCreated(personOf(await apiFetch<Found>('/api/customers', { method: 'POST', body: JSON.stringify(body) })));
      setV(EMPTY);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={styles.room} data-testid="wizard-new-person">
      <legend>{t('label.wizard.newPerson')}</legend>
      <div className={styles.row}>
        <Field label={t('label.wizard.firstName')}>
          <Input value={v.firstName} onChange={(_e, d) => set({ firstName: d.value })} data-testid={`wizard-first-name-${index}`} />
        </Field>
        <Field label={t('label.wizard.lastName')} required>
          <Input value={v.lastName} onChange={(_e, d) => set({ lastName: d.value })} data-testid={`wizard-last-name-${index}`} />
        </Field>
        <Field label={t('label.wizard.gender')}>
          <Select value={v.gender} onChange={(_e, d) => set({ gender: d.value })}>
            <option value="u">{t('label.wizard.genderU')}</option>
            <option value="f">{t('label.wizard.genderF')}</option>
            <option value="m">{t('label.wizard.genderM')}</option>
          </Select>
        </Field>
        <Field label={t('label.wizard.birthday')}>
          <DateInput value={v.birthday} onChange={(birthday) => set({ birthday: birthday ?? '' })} />
        </Field>
        <Field label={t('label.wizard.nationality')}>
          <Input value={v.nationality} maxLength={2} onChange={(_e, d) => set({ nationality: d.value })} />
        </Field>
        <Field label={t('label.wizard.email')}>
          <Input type="email" value={v.email} onChange={(_e, d) => set({ email: d.value })} />
        </Field>
        <Button icon={<PersonAddRegular />} disabled={busy || !v.lastName.trim()} onClick={() => void create()} data-testid={`wizard-create-person-${index}`}>
          {t('label.wizard.createPerson')}
        </Button>
      </div>
    </fieldset>
  );
}

/** One room's guests: their number, the named persons (found or created), the rest unnamed. */
function RoomPersons({ room, index, onChange, taken }: { room: WizardRoom; index: number; onChange: (r: WizardRoom) => void; taken: Set<string> }) {
  const { t } = useI18n();
  const styles = useWizardStyles();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const found = useCustomerSearch(text).filter((c) => !taken.has(c.id));
  const add = (p: WizardPerson) => {
    if (room.persons.length >= room.noOfPax || taken.has(p.id)) return;
    onChange({ ...room, persons: [...room.persons, p] });
    setText('');
    setOpen(false);
  };
  const unnamed = room.noOfPax - room.persons.length;
  return (
    <fieldset className={styles.room} data-testid="wizard-room-persons">
      <legend>{t('label.wizard.personsOf', { name: room.name })}</legend>
      <div className={styles.row}>
        <Field label={t('label.wizard.noOfPax')}>
          <SpinButton
            value={room.noOfPax}
            min={Math.max(1, room.persons.length)}
            max={room.maxPax}
            onChange={(_e, d) => {
              const n = d.value ?? Number(d.displayValue);
              if (Number.isInteger(n) && n >= Math.max(1, room.persons.length) && n <= room.maxPax) onChange({ ...room, noOfPax: n });
            }}
            data-testid={`wizard-pax-${index}`}
          />
        </Field>
        <Field label={t('label.wizard.findPerson')} hint={t('label.wizard.findHint')}>
          <Combobox
            freeform
            inlinePopup
            value={text}
            // Open while there are matches for what is typed (they arrive after the debounce).
            open={open && found.length > 0}
            onOpenChange={(_e, d) => setOpen(d.open)}
            disabled={room.persons.length >= room.noOfPax}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onOptionSelect={(_e, d) => {
              const c = found.find((x) => x.id === d.optionValue);
              if (c) add(personOf(c));
            }}
            data-testid={`wizard-find-${index}`}
          >
            {found.map((c) => (
              <Option key={c.id} value={c.id} text={personOf(c).name}>
                {`${personOf(c).name}${c.contact?.email ? ` <${c.contact.email}>` : ''}${c.masterData.birthday ? `, ${c.masterData.birthday}` : ''}`}
              </Option>
            ))}
          </Combobox>
        </Field>
      </div>
      {room.persons.length ? (
        <TagGroup
          aria-label={t('label.wizard.persons')}
          onDismiss={(_e, d) => onChange({ ...room, persons: room.persons.filter((p) => p.id !== d.value) })}
          data-testid={`wizard-persons-${index}`}
        >
          {room.persons.map((p) => (
            <Tag
              key={p.id}
              value={p.id}
              data-testid="wizard-person"
              dismissible
              dismissIcon={{ 'aria-label': t('label.wizard.removePerson', { name: p.name }) }}
            >
              {p.name}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      {unnamed > 0 ? <Body1>{t('label.wizard.unnamed', { n: unnamed })}</Body1> : null}
      {room.persons.length < room.noOfPax ? <NewPerson index={index} onCreated={add} /> : null}
    </fieldset>
  );
}

/** Step 2: the persons of every picked room (a person in one room only). */
export function WizardPersons({ form, patch }: { form: WizardForm; patch: (p: Partial<WizardForm>) => void }) {
  const { t } = useI18n();
  const styles = useWizardStyles();
  const taken = new Set(form.rooms.flatMap((r) => r.persons.map((p) => p.id)));
  return (
    <section className={styles.section} aria-labelledby="wizard-step2">
      <h2 id="wizard-step2" className={styles.heading}>
        {t('label.wizard.step2')}
      </h2>
      {form.rooms.length === 0 ? <Body1>{t('label.wizard.needRoom')}</Body1> : null}
      {form.rooms.map((room, i) => (
        <RoomPersons key={room.room} room={room} index={i} taken={taken} onChange={(r) => patch({ rooms: form.rooms.map((x, j) => (j === i ? r : x)) })} />
      ))}
    </section>
  );
}
