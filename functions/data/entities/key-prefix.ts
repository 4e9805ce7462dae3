import type { EntityModel, KeyShape } from './entity';

/** A key template's literal start and whether something variable follows it. */
export function templatePrefix(template: string): { literal: string; open: boolean } {
  // The tenant never contains '#', so `T#<tenant>#` is a fixed start like any literal.
  const t = template.replace(/^T#<tenant>#/, 'T#~#');
  const at = t.indexOf('<');
  return at < 0 ? { literal: t, open: false } : { literal: t.slice(0, at), open: true };
}

/** Whether some key could match both templates (` | ` separates alternatives). */
export function templatesOverlap(a: string, b: string): boolean {
  return a.split(' | ').some((x) => b.split(' | ').some((y) => alternativesOverlap(x, y)));
}

function alternativesOverlap(a: string, b: string): boolean {
  const pa = templatePrefix(a);
  const pb = templatePrefix(b);
  if (!pa.open && !pb.open) return pa.literal === pb.literal;
  if (pa.open && pb.open) return pa.literal.startsWith(pb.literal) || pb.literal.startsWith(pa.literal);
  const [fixed, open] = pa.open ? [pb, pa] : [pa, pb];
  return fixed.literal.startsWith(open.literal);
}

const shapesOverlap = (a: KeyShape, b: KeyShape) => templatesOverlap(a.pk, b.pk) && templatesOverlap(a.sk, b.sk);

/** Pairs of entities whose keys could collide in the table or in one index ("<type> ~ <type> in <space>"). */
export function keyCollisions(models: readonly EntityModel[]): string[] {
  const found: string[] = [];
  models.forEach((a, i) => {
    models.slice(i + 1).forEach((b) => {
      for (const [space, shape] of Object.entries(a.keys)) {
        const other = (b.keys as Record<string, KeyShape | undefined>)[space];
        // In the table children share their parent's partition (distinct sort keys); in an index a partition
        // belongs to one entity module (the kinds of one-time tokens share a user's token collection).
        const samePartitionAllowed = space === 'table' || a.module === b.module;
        const clash = samePartitionAllowed ? shapesOverlap : (x: KeyShape, y: KeyShape) => templatesOverlap(x.pk, y.pk);
        if (shape && other && clash(shape, other)) found.push(`${a.entityType} ${shape.pk} ${shape.sk} ~ ${b.entityType} ${other.pk} ${other.sk} in ${space}`);
      }
    });
  });
  return found;
}
