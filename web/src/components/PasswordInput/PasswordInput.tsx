import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useI18n } from '../../hooks/use-i18n';

/** A password input with a show/hide toggle (spec 1 section 2, password screen). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const [shown, setShown] = useState(false);
  const { t } = useI18n();
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
