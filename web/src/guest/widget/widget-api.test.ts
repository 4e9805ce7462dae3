import { describe, expect, it } from 'vitest';
import { contrast, parseWidgetLocation, textOn } from './widget-api';

describe('the widget page address', () => {
  it('takes the slug, the language and currency, and colours only in preview mode', () => {
    expect(parseWidgetLocation('/widget/blue-lagoon', '?lang=de&currency=usd')).toEqual({ slug: 'blue-lagoon', lang: 'de', currency: 'USD', preview: false });
    expect(parseWidgetLocation('/widget/blue-lagoon', '?primaryColor=%23112233')).toEqual({ slug: 'blue-lagoon', preview: false });
    expect(parseWidgetLocation('/widget/blue-lagoon/', '?preview=1&primaryColor=%23112233&backgroundColor=red')).toEqual({
      slug: 'blue-lagoon',
      preview: true,
      primaryColor: '#112233',
    });
    expect(parseWidgetLocation('/widget/Bad_Slug', '')).toBeNull();
    expect(parseWidgetLocation('/widget/a/b', '')).toBeNull();
  });

  it('marks an address with a checkout under way (a hold, the way back from the provider): its view was counted', () => {
    expect(parseWidgetLocation('/widget/blue-lagoon', '?lang=en&t=tr-1')).toEqual({ slug: 'blue-lagoon', lang: 'en', preview: false });
    for (const search of ['?hold=bk-1&token=x', '?booking=bk-1&checkout=success&session_id=cs_local_1', '?hold=bk-1&paid=success&session_id=cs_local_1']) {
      expect(parseWidgetLocation('/widget/blue-lagoon', search), search).toEqual({ slug: 'blue-lagoon', preview: false, returning: true });
    }
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#ffd400')).toBe('#000000');
    expect(textOn('#0f6cbd')).toBe('#ffffff');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#0f6cbd', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrast('#ffd400', '#ffffff')).toBeLessThan(4.5);
  });
});
