import { describe, expect, it } from 'vitest';
import { de } from '../../../shared/i18n/de';
import { en } from '../../../shared/i18n/en';
import { pageOf, parseGuestPath } from './guest-api';
import { browserLanguage, loadTexts, translator } from './guest-texts';

describe('the guest entry', () => {
  it('reads the three guest paths and nothing else', () => {
    const token = 'A'.repeat(43);
    expect(parseGuestPath(`/guestform/b-1/${token}`)).toEqual({ kind: 'single', id: 'b-1', token });
    expect(parseGuestPath(`/guestform-m/b-1/${token}/`)).toEqual({ kind: 'multi', id: 'b-1', token });
    expect(parseGuestPath(`/forms/f-1/${token}`)).toEqual({ kind: 'standalone', id: 'f-1', token });
    expect(parseGuestPath('/guestform/b-1')).toBeUndefined();
    expect(parseGuestPath(`/customer/guestform/b-1/${token}`)).toBeUndefined();
  });

  it("shows the page the server chose by the window setting, whatever the path; the path and the lead's key without it", () => {
    const lead = { guest: { key: 'lead' } };
    const guest = { guest: { key: 'guest-1' } };
    expect(pageOf('single', { ...lead, page: 'multi' })).toBe('multi');
    expect(pageOf('multi', { ...lead, page: 'single' })).toBe('single');
    expect(pageOf('multi', { ...guest, page: 'single' })).toBe('single');
    expect(pageOf('single', lead)).toBe('multi');
    expect(pageOf('single', guest)).toBe('single');
  });

  it("speaks the browser's first language it has, else the operator's, else English", () => {
    expect(browserLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['en-GB', 'de'])).toBe('en');
    expect(browserLanguage(['fr'], ['de'])).toBe('de');
    expect(browserLanguage(['fr'])).toBe('en');
  });

  it("has the page's and the renderer's texts in both languages, the page's own upload hint in place of the preview's", async () => {
    await Promise.all([loadTexts('de'), loadTexts('en')]);
    expect(translator('de')('guestPage.invalidTitle')).toBe(de['guestPage.invalidTitle']);
    expect(translator('en')('guestForm.physicianTitle')).toBe(en['guestForm.physicianTitle']);
    expect(translator('en')('guestPage.booking', { bookingNo: 42 })).toBe('Booking 42');
    expect(translator('de')('guestForm.uploadLater')).toBe(de['guestPage.uploadLater']);
    for (const key of Object.keys(en).filter((k) => k.startsWith('guestPage.'))) {
      expect(translator('de')(key as keyof typeof en)).not.toBe(key);
      expect(translator('en')(key as keyof typeof en)).not.toBe(key);
    }
  });
});
