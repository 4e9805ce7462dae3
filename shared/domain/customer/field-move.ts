import { ConflictError, ValidationError } from '../../errors';
import { MAX_FIELDS_PER_GROUP, type CustomerDataField } from './customer-data-group';

interface Group {
  id: string;
  name: string;
  fields: CustomerDataField[];
}

/** A field moves to another group, never to the group it is in (400; checked before either group is read). */
export function requireOtherGroup(fromId: string, toId: string): void {
  if (fromId === toId) throw new ValidationError('A field cannot move to the group it is in', [{ path: 'params.to', message: 'same group' }]);
}

/**
 * Moving a customer data field from one group to another: only a field the group has (409
 * FIELD_NOT_IN_GROUP, keys compared without case), and not into a full group (409 GROUP_FULL). Returns the
 * field and both groups' fields afterwards.
 */
export function planFieldMove(
  from: Group,
  to: Group,
  fieldKey: string,
): { field: CustomerDataField; fromFields: CustomerDataField[]; toFields: CustomerDataField[] } {
  requireOtherGroup(from.id, to.id);
  const field = from.fields.find((f) => f.key.toLowerCase() === fieldKey.toLowerCase());
  if (!field) throw new ConflictError(`Customer data group ${from.name} has no field ${fieldKey}`, 'FIELD_NOT_IN_GROUP');
  if (to.fields.length >= MAX_FIELDS_PER_GROUP)
    throw new ConflictError(`Customer data group ${to.name} is full (${MAX_FIELDS_PER_GROUP} fields)`, 'GROUP_FULL');
  return { field, fromFields: from.fields.filter((f) => f !== field), toFields: [...to.fields, field] };
}
