import { Button, Input } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useI18n } from '../../hooks/use-i18n';

/** One entry of a key/value editor (record fields, secrets): the key, the value (hidden for secrets) and a remove button. */
export function KeyValueRow(props: {
  className: string;
  entryKey: string;
  value: string;
  secret: boolean;
  onKey: (key: string) => void;
  onValue: (value: string) => void;
  onRemove: () => void;
  onBlur?: () => void;
}) {
  const { t } = useI18n();
  const { className, entryKey, value, secret, onKey, onValue, onRemove, onBlur } = props;
  return (
    <div className={className}>
      <Input aria-label={t('form.recordKey')} value={entryKey} onChange={(_e, d) => onKey(d.value)} onBlur={onBlur} />
      <Input
        aria-label={t('form.recordValue')}
        type={secret ? 'password' : 'text'}
        autoComplete={secret ? 'new-password' : 'off'}
        value={value}
        onChange={(_e, d) => onValue(d.value)}
        onBlur={onBlur}
      />
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('form.removeEntry')} onClick={onRemove} />
    </div>
  );
}
