import { describe, expect, it } from 'vitest';
import { MAX_CATEGORY_DEPTH, requireParentStep } from './category';

describe('requireParentStep', () => {
  it('refuses the category itself anywhere up the chain (400 on body.parentId)', () => {
    expect(() => requireParentStep('pc1', 'pc1', 0)).toThrow(
      expect.objectContaining({ statusCode: 400, fields: [{ path: 'body.parentId', message: 'cycle or too deep' }] }),
    );
    expect(() => requireParentStep('pc1', 'pc1', 3)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it('allows other parents up to the depth limit, not beyond', () => {
    expect(() => requireParentStep('pc1', 'pc2', MAX_CATEGORY_DEPTH - 1)).not.toThrow();
    expect(() => requireParentStep('pc1', 'pc2', MAX_CATEGORY_DEPTH)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
