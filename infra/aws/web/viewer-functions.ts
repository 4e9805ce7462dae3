/**
 * CloudFront Functions (cloudfront-js-2.0) run on viewer requests. Their code is plain ES5-ish
 * JavaScript shipped as text; test/infra evaluates these same strings to check their behaviour.
 */

import { GUEST_PAGE_PATTERNS, GUEST_PAGE_PREFIXES, SIGN_IN_PAGE_PATTERNS, STATIC_FILE_EXTENSIONS } from '../../../shared/spa-fallback';

/**
 * SPA fallback for the S3 behaviour only: a path whose last segment has no known file extension is a
 * client-side route (/bookings/12, /jumpto/<JWT with dots>) and gets /index.html; files
 * (/assets/app-1a2b.js, /sw.js) pass. The same rule as shared/spa-fallback.ts, inlined. Done here rather
 * than with distribution error responses, which would also turn the API's own 404 and 403 answers into
 * index.html. The guest's pages (/guestform/…, /guestform-m/…, /forms/…, /book/online[-v2], /book/resort[-v2]) get /guest.html, the guest entry without
 * the staff app, and the sign-in pages (/login, /club/login, /register/…, /password/reset, …/verify) /signin.html, the
 * sign-in entry (shared/spa-fallback.ts spaDocumentOf).
 */
export const SPA_REWRITE_CODE = `var FILES = ${JSON.stringify(STATIC_FILE_EXTENSIONS)};
var GUEST = ${JSON.stringify(GUEST_PAGE_PREFIXES)};
var GUEST_PAGES = ${JSON.stringify(GUEST_PAGE_PATTERNS)}.map(function (p) { return new RegExp(p); });
var SIGN_IN = ${JSON.stringify(SIGN_IN_PAGE_PATTERNS)}.map(function (p) { return new RegExp(p); });
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  var dot = lastSegment.lastIndexOf('.');
  if (dot === -1 || FILES.indexOf(lastSegment.substring(dot + 1).toLowerCase()) === -1) {
    var page = '/index.html';
    for (var j = 0; j < SIGN_IN.length; j++) if (SIGN_IN[j].test(uri)) page = '/signin.html';
    for (var i = 0; i < GUEST.length; i++) if (uri.indexOf(GUEST[i]) === 0) page = '/guest.html';
    for (var k = 0; k < GUEST_PAGES.length; k++) if (GUEST_PAGES[k].test(uri)) page = '/guest.html';
    request.uri = page;
  }
  return request;
}`;

/**
 * For the API behaviours: the origin request policy replaces Host with the API's own domain, but
 * the tenant is chosen by the host name the guest used, so it is passed on as x-forwarded-host.
 * Any x-forwarded-host the viewer sent is overwritten, so it cannot be spoofed through CloudFront.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['x-forwarded-host'] = { value: host };
  return request;
}`;
