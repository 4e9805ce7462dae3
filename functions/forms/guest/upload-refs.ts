import { uploadRefs } from '../../../shared/domain/forms/guest-uploads';
import { ValidationError, type FieldError } from '../../../shared/errors';
import { getGuestUploads } from '../../data/guest-form-uploads';
import { getSettingsGroup } from '../../data/settings';
import type { FormsContext } from './context';

/**
 * Every upload the answers refer to must be a confirmed upload of this booking (the partition), this form, this
 * respondent and this field: 400 naming each reference otherwise, so nothing is stored.
 */
export async function requireUploads(
  ctx: FormsContext,
  item: { form: string; guest: string; answers: Record<string, unknown> },
  prefix = 'body.data.',
): Promise<void> {
  const def = ctx.definitions.get(item.form);
  if (!def) return;
  const refs = uploadRefs(def, item.answers as never);
  if (!refs.length) return;
  const found = new Map(
    (
      await getGuestUploads(
        ctx.tenant,
        ctx.booking.id,
        refs.map((r) => r.upload),
      )
    ).map((u) => [u.id, u]),
  );
  const problems: FieldError[] = [];
  for (const ref of refs) {
    const u = found.get(ref.upload);
    const path = ref.path.replace(/^body\.data\./, prefix);
    if (!u || u.form !== item.form || u.guest !== item.guest || u.field !== ref.field)
      problems.push({ path, message: 'not an upload of this guest for this question' });
    else if (u.status !== 'ready') problems.push({ path, message: 'the upload is not confirmed' });
  }
  if (problems.length) throw new ValidationError('Some answers refer to uploads that are not there', problems);
}

/** The tenant's upload limit in KB (settings group guestform, spec default 256). */
export async function maxUploadKb(tenant: string): Promise<number> {
  return (await getSettingsGroup(tenant, 'guestform')).values.maxGuestFormFileSizeinKb;
}
