import { describe, expect, it } from 'vitest';
import { isSignInPage, spaDocumentOf } from '../../../shared/spa-fallback';
import { publicRoutes } from '../navigation/public-routes';
import { matchSignInPage, SIGN_IN_PAGES } from './sign-in-pages';

describe('the sign-in entry’s pages', () => {
  it.each([
    ['/login', 'login', {}],
    ['/login/', 'login', {}],
    ['/club/login', 'clubLogin', {}],
    ['/register/customer', 'register', { userType: 'customer' }],
    ['/password/reset', 'passwordReset', {}],
    ['/club/password/reset', 'clubPasswordReset', {}],
    ['/user/u%2D1/verify', 'verifyUser', { id: 'u-1' }],
    ['/club/user/u-1/verify', 'clubVerifyUser', { id: 'u-1' }],
  ])('matches %s to %s', (path, name, params) => {
    const m = matchSignInPage(path);
    expect(m?.page.name).toBe(name);
    expect(m?.params).toEqual(params);
  });

  it.each(['/', '/login/x', '/register', '/user//verify', '/club/user/u/verify/x', '/password'])('has no page for %s', (path) => {
    expect(matchSignInPage(path)).toBeUndefined();
  });

  it('serves every page from the sign-in entry and keeps the staff table’s name and signedInRedirect for it', () => {
    for (const page of SIGN_IN_PAGES) {
      const concrete = page.path.replace(':userType', 'agency').replace(':id', 'u-1');
      expect(isSignInPage(concrete), page.path).toBe(true);
      expect(spaDocumentOf(concrete)).toBe('/signin.html');
      const staff = publicRoutes.find((r) => r.path === page.path);
      expect(staff, page.path).toBeDefined();
      expect(staff?.name).toBe(page.name);
      expect(staff?.signedInRedirect).toBe(page.signedInRedirect);
    }
  });

  it('leaves no public route of the staff table that the sign-in entry serves without a page of its own', () => {
    const served = publicRoutes.filter((r) => isSignInPage(r.path.replace(':userType', 'customer').replace(':id', 'u-1')));
    expect(served.map((r) => r.path).sort()).toEqual(SIGN_IN_PAGES.map((p) => p.path).sort());
  });
});
