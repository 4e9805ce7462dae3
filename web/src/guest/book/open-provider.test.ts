import { describe, expect, it } from 'vitest';
import { openProvider, type ProviderWindow } from './open-provider';

const URL_ = 'http://app.test/provider/checkout/cs_local_1';

function fakeWindow(framed: boolean, topRefuses = false) {
  const went: string[] = [];
  const top = {
    location: {
      get href() {
        return 'http://site.test/';
      },
      set href(v: string) {
        if (topRefuses) throw new Error('SecurityError');
        went.push(`top ${v}`);
      },
    },
  };
  const win: ProviderWindow = { self: {}, top: null, location: { assign: (v) => went.push(`here ${v}`) } };
  // Not framed: the window is its own top.
  if (framed) win.top = top;
  else win.top = win.self = win as unknown as ProviderWindow['top'];
  return { win, went };
}

describe('openProvider', () => {
  it('goes in its own window when not framed', () => {
    const { win, went } = fakeWindow(false);
    expect(openProvider(URL_, win)).toBe('here');
    expect(went).toEqual([`here ${URL_}`]);
  });

  it('sends the whole window to the provider from an iframe (a hosted checkout is never framed)', () => {
    const { win, went } = fakeWindow(true);
    expect(openProvider(URL_, win)).toBe('top');
    expect(went).toEqual([`top ${URL_}`]);
  });

  it('goes in the iframe where the browser refuses to navigate the top window', () => {
    const { win, went } = fakeWindow(true, true);
    expect(openProvider(URL_, win)).toBe('here');
    expect(went).toEqual([`here ${URL_}`]);
  });
});
