/** Spec 2 section 9: languages de and en. */
export const LANGUAGES = ['de', 'en'] as const;
/** Spec 2 section 9: the booking's default language is de. */
export const DEFAULT_LANGUAGE = 'de';

export type Language = (typeof LANGUAGES)[number];

/**
 * The supported language an Accept-Language header asks for most (RFC 9110 weights; `de-AT` counts as `de`, `*` as
 * the default), or the default (de) when it names none of ours. `q=0` means "not this one".
 */
export function languageOf(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { lang: Language; q: number; at: number } | undefined;
  header.split(',').forEach((part, at) => {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    const base = tag.trim().toLowerCase().split('-')[0];
    const lang = base === '*' ? DEFAULT_LANGUAGE : (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : undefined;
    if (!lang) return;
    if (!best || q > best.q) best = { lang, q, at };
  });
  return best?.lang ?? DEFAULT_LANGUAGE;
}
