/*
 * Tidewise booking widget loader (issue 25, docs/decisions/widget.md "The embed").
 * <script src="https://<app>/widget.js" data-widget="<slug>" async></script>
 * Places an iframe of https://<app>/widget/<slug> right after its own script tag (or into the element that
 * data-target names), passes data-lang and data-currency on, and fits the iframe's height to what the widget page
 * posts. Sets no cookie and reads nothing of the embedding page.
 */
/* global document, window */
(function () {
  'use strict';
  var scripts = document.querySelectorAll('script[data-widget]');
  var script = document.currentScript || scripts[scripts.length - 1];
  if (!script || script.getAttribute('data-widget-placed')) return;
  script.setAttribute('data-widget-placed', '1');
  var slug = script.getAttribute('data-widget') || '';
  if (!/^[a-z0-9-]{3,64}$/.test(slug)) return;
  var origin = new URL(script.src, window.location.href).origin;
  var query = [];
  var lang = script.getAttribute('data-lang');
  var currency = script.getAttribute('data-currency');
  if (lang) query.push('lang=' + encodeURIComponent(lang));
  if (currency) query.push('currency=' + encodeURIComponent(currency));
  var frame = document.createElement('iframe');
  frame.src = origin + '/widget/' + slug + (query.length ? '?' + query.join('&') : '');
  frame.title = script.getAttribute('data-title') || 'Booking';
  frame.setAttribute('data-tidewise-widget', slug);
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;height:150px;border:0;overflow:hidden;color-scheme:normal';
  var target = script.getAttribute('data-target');
  var host = target ? document.querySelector(target) : null;
  if (host) host.appendChild(frame);
  else script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'tidewise:height' || typeof data.height !== 'number') return;
    frame.style.height = Math.max(80, Math.min(20000, Math.ceil(data.height))) + 'px';
  });
})();
