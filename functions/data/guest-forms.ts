import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../shared/errors';
import { isConditionalCheckFailed, type TransactItem } from './transactions';
import { queryItems } from './paging';
import { db, tableName } from './client';
import {
  answersItem,
  answersKey,
  attachmentItem,
  attachmentKey,
  formRefItem,
  formRefKey,
  GUESTFORM,
  GUESTFORM_ANSWERS,
  GUESTFORM_GUESTS,
  GUESTFORM_LINKS,
  guestsItem,
  guestsKey,
  guestFormsPk,
  guestTokenItem,
  guestTokenKey,
  linksItem,
  linksKey,
  reminderItem,
  reminderKey,
  type AnswersItem,
  type Attachment,
  type GuestToken,
} from './entities/guest-form';

/** What a booking's forms partition holds: its attached forms, every respondent's answers, the link generations. */
export interface BookingForms {
  forms: Attachment[];
  answers: AnswersItem[];
  generations: Record<string, number>;
  linksVersion: number;
  /** Guest slot → customer linked by staff (slots the booking names nobody at), and the item's version (0: none). */
  assigned: Record<string, string>;
  assignedVersion: number;
}

/** Every item of a booking's forms partition: ONE consistent Query (paged), for the readers of the partition. */
export function formsPartitionItems(tenant: string, booking: string, skPrefix?: string): Promise<Array<Record<string, unknown>>> {
  return queryItems({
    TableName: tableName(),
    KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': guestFormsPk(tenant, booking), ...(skPrefix ? { ':sk': skPrefix } : {}) },
    ConsistentRead: true,
  });
}

/** A booking's forms, answers and link generations: ONE consistent Query of its forms partition. */
export async function bookingForms(tenant: string, booking: string): Promise<BookingForms> {
  const out: BookingForms = { forms: [], answers: [], generations: {}, linksVersion: 0, assigned: {}, assignedVersion: 0 };
  for (const item of await formsPartitionItems(tenant, booking)) {
    if (item.entityType === GUESTFORM) out.forms.push(attachmentItem.fromItem(item));
    else if (item.entityType === GUESTFORM_ANSWERS) out.answers.push(answersItem.fromItem(item));
    else if (item.entityType === GUESTFORM_LINKS) {
      const links = linksItem.fromItem(item);
      out.generations = links.generations;
      out.linksVersion = links.version;
    } else if (item.entityType === GUESTFORM_GUESTS) {
      const guests = guestsItem.fromItem(item);
      out.assigned = guests.customers;
      out.assignedVersion = guests.version;
    }
  }
  out.forms.sort((a, b) => a.attachedAt.localeCompare(b.attachedAt) || a.id.localeCompare(b.id));
  return out;
}

/** Attaches a form unless its definition is attached already (then nothing changes): answers whether it was new. */
export async function putAttachment(tenant: string, form: Attachment, event?: TransactItem): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: attachmentItem.toItem(attachmentKey(tenant, form.booking, form.definition), form),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: formRefItem.toItem(formRefKey(tenant, form.id), { booking: form.booking }) } },
          ...(event ? [event] : []),
        ],
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'TransactionCanceledException') return false;
    throw err;
  }
}

/** Stores a changed attachment (locked, or moved to a newer version of its definition). */
export async function saveAttachment(tenant: string, next: Attachment): Promise<Attachment> {
  await db().send(new PutCommand({ TableName: tableName(), Item: attachmentItem.toItem(attachmentKey(tenant, next.booking, next.definition), next) }));
  return next;
}

/** The booking a form id belongs to, or null. */
export async function bookingOfForm(tenant: string, form: string): Promise<string | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: formRefKey(tenant, form) }));
  return res.Item ? formRefItem.fromItem(res.Item).booking : null;
}

export async function putAnswers(tenant: string, booking: string, answers: AnswersItem): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: answersItem.toItem(answersKey(tenant, booking, answers.form, answers.guest), answers) }));
}

/** sha256 of a guest link's token, hex: the only form in which a token is stored. */
export const hashGuestToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Stores the lookups of links being shown (the same token again writes the same item). */
export async function putGuestTokens(tokens: Array<{ token: string; grant: GuestToken }>): Promise<void> {
  await Promise.all(
    tokens.map(({ token, grant }) =>
      db().send(new PutCommand({ TableName: tableName(), Item: guestTokenItem.toItem(guestTokenKey(hashGuestToken(token)), grant) })),
    ),
  );
}

export async function guestTokenGrant(token: string): Promise<GuestToken | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: guestTokenKey(hashGuestToken(token)) }));
  return res.Item ? guestTokenItem.fromItem(res.Item) : null;
}

/**
 * Renews a guest's link: the generation goes up (a Put conditioned on the version read, 409 when someone renewed in
 * between) and the old token's lookup is deleted in the same transaction, so the old link answers 404 at once.
 */
export async function renewGeneration(tenant: string, booking: string, current: BookingForms, guest: string, oldToken: string): Promise<number> {
  const generation = (current.generations[guest] ?? 1) + 1;
  const next = { generations: { ...current.generations, [guest]: generation }, version: current.linksVersion + 1 };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: linksItem.toItem(linksKey(tenant, booking), next),
              ConditionExpression: current.linksVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
              ...(current.linksVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': current.linksVersion } }),
            },
          },
          { Delete: { TableName: tableName(), Key: guestTokenKey(hashGuestToken(oldToken)) } },
        ],
      }),
    );
  } catch (err) {
    if ((err as Error).name === 'TransactionCanceledException') throw new ConflictError(`The links of booking ${booking} were renewed meanwhile; try again`);
    throw err;
  }
  return generation;
}

/** Several respondents' answers in one transaction (the lead's multi page): all are stored or none. */
export async function putAnswersTogether(tenant: string, booking: string, items: AnswersItem[]): Promise<void> {
  if (!items.length) return;
  await db().send(
    new TransactWriteCommand({
      TransactItems: items.map((a) => ({ Put: { TableName: tableName(), Item: answersItem.toItem(answersKey(tenant, booking, a.form, a.guest), a) } })),
    }),
  );
}

/**
 * Hands a reminder to the mail pipeline at most once (docs/decisions/forms.md "Reminders"): its marker (booking,
 * arrival, step, recipient) Put attribute_not_exists in ONE transaction with the mail's outbox item. Answers false
 * when the marker was there (sent before: nothing is written). `force` overwrites the marker (staff "remind now").
 */
export async function putReminderOnce(
  tenant: string,
  marker: { booking: string; arrival: string; step: string; to: string },
  mail: TransactItem[],
  mailKey: string,
  opts: { force?: boolean; now?: Date } = {},
): Promise<boolean> {
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: reminderItem.toItem(reminderKey(tenant, marker.booking, marker.arrival, marker.step, marker.to), {
        sentAt: (opts.now ?? new Date()).toISOString(),
        mailKey,
      }),
      ...(opts.force ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [put, ...mail] }));
    return true;
  } catch (err) {
    const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if (isConditionalCheckFailed(err) || reasons[0]?.Code === 'ConditionalCheckFailed') return false;
    throw err;
  }
}

/**
 * The Put linking a customer to a guest slot (the GUESTS item at its next version, conditioned on the version read):
 * for a transaction of its own or with the customer created for it.
 */
export function assignGuestItem(tenant: string, booking: string, current: BookingForms, guest: string, customer: string): TransactItem {
  const next = { customers: { ...current.assigned, [guest]: customer }, version: current.assignedVersion + 1 };
  return {
    Put: {
      TableName: tableName(),
      Item: guestsItem.toItem(guestsKey(tenant, booking), next),
      ConditionExpression: current.assignedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(current.assignedVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': current.assignedVersion } }),
    },
  };
}
