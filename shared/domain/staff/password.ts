import { ValidationError } from '../../errors';

/** A new password sent with its repetition must equal it (400); without a repetition nothing is checked. */
export function requirePasswordsMatch(body: { password: string; passwordRepeat?: string }): void {
  if (body.passwordRepeat !== undefined && body.passwordRepeat !== body.password) {
    throw new ValidationError('The passwords differ', [{ path: 'body.passwordRepeat', message: 'Passwords must match' }]);
  }
}

/** Who sets another user's password names that user's e-mail address (compared without case) (400 EMAIL_MISMATCH). */
export function requireEmailOfUser(userEmail: string, given: string): void {
  if (userEmail.toLowerCase() !== given.toLowerCase()) {
    throw new ValidationError('The e-mail address does not belong to this user', [{ path: 'body.email', message: 'EMAIL_MISMATCH' }]);
  }
}
