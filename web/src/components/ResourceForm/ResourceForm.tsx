import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { passesAny } from '../../../../shared/auth/permissions';
import { ERROR_MESSAGES } from '../../../../shared/api/error-codes';
import { ApiCallError } from '../../api/client';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import type { Principal } from '../../../../shared/auth/principal';
import { errorNotice, notify, notifyError } from '../../notices/notice-bus';
import type { Entity, ResourceWebConfig } from '../../resources/resource-types';
import { copyEntity, createEntity, removeEntity, titleOf, updateEntity, useResourceItem } from '../../resources/use-resource';
import { PageHeader } from '../PageHeader/PageHeader';
import { pickSchemaFields, type Draft } from './form-values';
import { ConflictDialog } from './ConflictDialog';
import { SchemaForm, type SubmitOutcome } from './SchemaForm';
import { createValues, describeSchema } from './schema-fields';
import { messageForServerField, type FieldMessage } from './zod-messages';
import { visuallyHidden } from '../visually-hidden';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  srOnly: visuallyHidden,
});

export type ResourceFormMode = 'create' | 'edit' | 'view';

export interface ResourceFormProps {
  config: ResourceWebConfig;
  mode: ResourceFormMode;
  id?: string;
  /** The page's name (the route's), the heading of create mode. */
  routeTitle: string;
  /** false inside a side panel, whose header names the entity. */
  heading?: boolean;
  onCreated: (item: Entity) => void;
  onCopied: (item: Entity) => void;
  onDeleted: () => void;
  /** View mode: switch to editing. */
  onEdit?: () => void;
  /** Above the heading (a link back to the list). */
  before?: ReactNode;
  /** Beside the form (a preview), with the current draft and the saved entity. */
  aside?: (draft: Draft, entity: Entity | undefined) => ReactNode;
  onDirtyChange?: (dirty: boolean) => void;
  /** A search parameter whose change counts as leaving (the side panel's entity). */
  panelParam?: string;
  /** false where the form edits one part of an entity (a vessel's decks): no copy and no delete. */
  entityActions?: boolean;
}

/** A server's field errors by path within the body (body.masterData.lastName → masterData.lastName). */
export function serverFieldErrors(error: ApiCallError): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const f of error.error.fields ?? []) {
    const path = f.path.replace(/^body\.?/, '');
    if (!path || path.startsWith('params') || path.startsWith('query')) continue;
    out[path] = messageForServerField(f.message, path.split('.').pop() ?? '');
  }
  return out;
}

/** Does the principal reach this entity through the self scope only? */
export function ownRecordOnly(resource: ResourceWebConfig['resource'], principal: Principal, id: string | undefined): boolean {
  const self = resource.self;
  if (!self || !id || passesAny(principal, resource.scopes.update)) return false;
  return passesAny(principal, [self.scope]) && principal[self.field] === id;
}

/**
 * The generic form page of one entity: create (with the schema's defaults), edit with optimistic
 * locking (a 409 VERSION_CONFLICT offers a reload), copy (and go to the copy), delete after a
 * confirmation (409 IN_USE says why not), and a read-only view.
 */
export function ResourceForm({
  config,
  mode,
  id,
  routeTitle,
  heading = true,
  onCreated,
  onCopied,
  onDeleted,
  onEdit,
  before,
  aside,
  onDirtyChange,
  panelParam,
  entityActions = true,
}: ResourceFormProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const resource = config.resource;
  const fields = useMemo(() => describeSchema(resource.schema), [resource.schema]);
  const { data: entity, error, isLoading, mutate } = useResourceItem(resource, mode === 'create' ? undefined : id);
  const [conflict, setConflict] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);
  const [formError, setFormError] = useState<ApiCallError | null>(null);
  const [working, setWorking] = useState<'copy' | 'delete' | null>(null);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const copyHintId = useId();

  const canCreate = passesAny(principal, resource.scopes.create);
  // One's own record through the self scope (an agency user's agency, a club member's customer record):
  // editable, but what the operator decides stays read only, as the server keeps it anyway.
  const ownRecord = ownRecordOnly(resource, principal, id);
  const canUpdate = passesAny(principal, resource.scopes.update) || ownRecord;
  const formConfig = useMemo(
    () => (ownRecord && resource.self ? { ...config, readOnlyFields: [...(config.readOnlyFields ?? []), ...resource.self.locked] } : config),
    [config, ownRecord, resource.self],
  );
  const canDelete = passesAny(principal, resource.scopes.delete);
  const readOnly = mode === 'view' || (mode === 'edit' && !canUpdate);

  const trackDirty = useCallback(
    (d: boolean) => {
      setDirty(d);
      onDirtyChange?.(d);
    },
    [onDirtyChange],
  );

  // Leave once the form has stopped warning about unsaved changes (after a delete).
  useEffect(() => {
    if (leaving) {
      setLeaving(null);
      leaving();
    }
  }, [leaving]);

  const failed = (err: unknown): SubmitOutcome => {
    if (err instanceof ApiCallError) {
      if (err.error.message === ERROR_MESSAGES.versionConflict) {
        setConflict(true);
        return { ok: false };
      }
      const fieldErrors = serverFieldErrors(err);
      if (Object.keys(fieldErrors).length > 0) {
        notify({ intent: 'error', key: 'errors.ValidationError' });
        return { ok: false, fieldErrors };
      }
      if (err.status === 409 || err.status === 400) {
        setFormError(err);
        return { ok: false };
      }
    }
    notifyError(err);
    return { ok: false };
  };

  const submit = async (payload: Draft): Promise<SubmitOutcome> => {
    setFormError(null);
    try {
      if (mode === 'create') {
        const created = await createEntity(resource, payload);
        notify({ intent: 'success', key: 'form.created' });
        return { ok: true, afterwards: () => onCreated(created) };
      }
      if (!entity) return { ok: false };
      await updateEntity(resource, entity.id, entity.version, payload);
      notify({ intent: 'success', key: 'form.saved' });
      return { ok: true };
    } catch (err) {
      return failed(err);
    }
  };

  const copy = async () => {
    if (!entity) return;
    setWorking('copy');
    try {
      const created = await copyEntity(resource, entity.id);
      notify({ intent: 'success', key: 'form.copied' });
      onCopied(created);
    } catch (err) {
      notifyError(err);
    }
    setWorking(null);
  };

  const remove = async () => {
    if (!entity) return;
    setWorking('delete');
    try {
      await removeEntity(resource, entity.id, entity.version);
      setConfirmDelete(false);
      notify({ intent: 'success', key: 'form.deleted' });
      setLeaving(() => onDeleted);
    } catch (err) {
      setConfirmDelete(false);
      if (err instanceof ApiCallError && err.error.message === 'IN_USE') setInUse(err.error.description);
      else if (err instanceof ApiCallError && err.error.message === ERROR_MESSAGES.versionConflict) setConflict(true);
      else notifyError(err);
    }
    setWorking(null);
  };

  if (mode !== 'create' && !entity) {
    if (error) {
      const notFound = error instanceof ApiCallError && error.status === 404;
      return (
        <div className={styles.root}>
          {before}
          {heading ? <PageHeader title={routeTitle} /> : null}
          <MessageBar intent={notFound ? 'warning' : 'error'} data-testid="form-load-error">
            <MessageBarBody>{notFound ? t('form.notFound') : `${t('form.loadFailed')} ${t(errorNotice(error).key, errorNotice(error).params)}`}</MessageBarBody>
            {notFound ? null : (
              <MessageBarActions>
                <Button onClick={() => void mutate()}>{t('app.retry')}</Button>
              </MessageBarActions>
            )}
          </MessageBar>
        </div>
      );
    }
    return <Spinner label={t('common.loading')} data-testid="form-loading" aria-busy={isLoading} />;
  }

  const title = mode === 'create' || !entity ? routeTitle : titleOf(resource, entity);
  const initial = mode === 'create' || !entity ? createValues(fields, config.defaults) : pickSchemaFields(fields, entity);

  const actions = (
    <>
      {mode === 'view' && canUpdate && onEdit ? (
        <Button icon={<EditRegular />} onClick={onEdit} data-testid="form-edit">
          {t('form.edit')}
        </Button>
      ) : null}
      {mode === 'edit' && canCreate && entityActions ? (
        <>
          <Button
            icon={working === 'copy' ? <Spinner size="tiny" /> : <CopyRegular />}
            disabledFocusable={dirty || working !== null}
            onClick={() => void copy()}
            aria-describedby={copyHintId}
            title={dirty ? t('form.copySaveFirst') : t('form.copyHint')}
            data-testid="form-copy"
          >
            {t('form.copy')}
          </Button>
          <span id={copyHintId} className={styles.srOnly}>
            {dirty ? t('form.copySaveFirst') : t('form.copyHint')}
          </span>
        </>
      ) : null}
      {mode === 'edit' && canDelete && entityActions ? (
        <Button icon={<DeleteRegular />} disabled={working !== null} onClick={() => setConfirmDelete(true)} data-testid="form-delete">
          {t('form.delete')}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className={styles.root} data-testid={`form-${resource.name}`}>
      {before}
      {heading ? <PageHeader title={title} /> : null}
      {formError ? (
        <MessageBar intent="error" data-testid="form-error">
          <MessageBarBody>
            {t(errorNotice(formError).key, errorNotice(formError).params)} {formError.error.description}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <SchemaForm
        // A new version from the server (saved, reloaded) starts the form from it.
        key={entity ? `${entity.id}@${entity.version}` : 'new'}
        schema={resource.schema}
        config={formConfig}
        initial={initial}
        readOnly={readOnly}
        isNew={mode === 'create'}
        submitLabel={mode === 'create' ? t('form.create') : undefined}
        onSubmit={submit}
        actions={actions}
        aside={aside ? (draft) => aside(draft, entity) : undefined}
        warnOnLeave={!leaving}
        onDirtyChange={trackDirty}
        leaveParam={panelParam}
      />

      <Dialog open={confirmDelete} onOpenChange={(_e, d) => setConfirmDelete(d.open)} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('form.deleteTitle', { title })}</DialogTitle>
            <DialogContent>{t('form.deleteText')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void remove()} disabled={working === 'delete'} data-testid="confirm-delete">
                {working === 'delete' ? t('form.deleting') : t('form.delete')}
              </Button>
              <Button onClick={() => setConfirmDelete(false)}>{t('common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={inUse !== null} onOpenChange={(_e, d) => !d.open && setInUse(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('form.inUseTitle')}</DialogTitle>
            <DialogContent data-testid="in-use-text">
              {t('form.inUseText')} {inUse}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setInUse(null)}>
                {t('common.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <ConflictDialog
        open={conflict}
        onReload={() => {
          setConflict(false);
          void mutate();
        }}
        onClose={() => setConflict(false)}
      />
    </div>
  );
}
