import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ERROR_MESSAGES } from '../../../../shared/api/error-codes';
import { formDefinitionsResource } from '../../../../shared/api/forms';
import { ApiCallError } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { copyEntity, removeEntity } from '../../resources/use-resource';

/**
 * Copy and delete beside the editor's Save, as the generic form has them: a copy is made of the saved version (so
 * only without unsaved changes) and opened; a delete asks first. The definition's saved versions stay readable for
 * the filled forms that name them (docs/decisions/forms.md).
 */
export function DefinitionActions({
  entity,
  dirty,
  onCopied,
  onDeleted,
  onConflict,
}: {
  entity: { id: string; version: number; name: string };
  dirty: boolean;
  onCopied: (id: string) => void;
  onDeleted: () => void;
  onConflict: () => void;
}) {
  const { t } = useI18n();
  const [working, setWorking] = useState<'copy' | 'delete' | null>(null);
  const [confirm, setConfirm] = useState(false);

  const copy = async () => {
    setWorking('copy');
    try {
      const created = await copyEntity(formDefinitionsResource, entity.id);
      notify({ intent: 'success', key: 'form.copied' });
      onCopied(created.id);
    } catch (err) {
      notifyError(err);
    }
    setWorking(null);
  };

  const remove = async () => {
    setWorking('delete');
    try {
      await removeEntity(formDefinitionsResource, entity.id, entity.version);
      setConfirm(false);
      notify({ intent: 'success', key: 'form.deleted' });
      onDeleted();
    } catch (err) {
      setConfirm(false);
      if (err instanceof ApiCallError && err.error.message === ERROR_MESSAGES.versionConflict) onConflict();
      else notifyError(err);
    }
    setWorking(null);
  };

  return (
    <>
      <Button
        icon={working === 'copy' ? <Spinner size="tiny" /> : <CopyRegular />}
        disabledFocusable={dirty || working !== null}
        title={dirty ? t('form.copySaveFirst') : t('form.copyHint')}
        onClick={() => void copy()}
        data-testid="form-copy"
      >
        {t('form.copy')}
      </Button>
      <Button icon={<DeleteRegular />} disabled={working !== null} onClick={() => setConfirm(true)} data-testid="form-delete">
        {t('form.delete')}
      </Button>
      <Dialog open={confirm} onOpenChange={(_e, d) => setConfirm(d.open)} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('form.deleteTitle', { title: entity.name })}</DialogTitle>
            <DialogContent>{t('form.deleteText')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void remove()} disabled={working === 'delete'} data-testid="confirm-delete">
                {working === 'delete' ? t('form.deleting') : t('form.delete')}
              </Button>
              <Button onClick={() => setConfirm(false)}>{t('common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
