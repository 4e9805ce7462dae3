import { ValidationError } from '../../errors';

/** How deep product categories may nest; also the bound of the cycle check. */
export const MAX_CATEGORY_DEPTH = 10;

/**
 * One step of following a category's parents up: the chain must never come back to the category itself
 * nor go deeper than MAX_CATEGORY_DEPTH (400 on body.parentId). `depth` counts the steps taken (0: the
 * direct parent).
 */
export function requireParentStep(categoryId: string, parentId: string, depth: number): void {
  if (parentId === categoryId || depth >= MAX_CATEGORY_DEPTH) {
    throw new ValidationError('A category cannot be inside itself or nest deeper than 10 levels', [{ path: 'body.parentId', message: 'cycle or too deep' }]);
  }
}
