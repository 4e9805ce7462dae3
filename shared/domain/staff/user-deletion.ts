import { ForbiddenError } from '../../errors';

/** Nobody deletes their own user: the last administrator could lock everyone out (403 CANNOT_DELETE_SELF). */
export function requireNotSelf(actorUserId: string | undefined, userId: string): void {
  if (actorUserId === userId) throw new ForbiddenError('CANNOT_DELETE_SELF');
}
