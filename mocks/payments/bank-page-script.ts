// The script of the simulated bank's hosted page (bank-page.ts), on its own: the builds that
// carry the in-browser mock allow it by its hash (vite.config.ts reads it from here).

// Plain ES2017 that runs as is in any browser: it is sent as text, never bundled.
export const bankPageScript = `
(function () {
  var config = JSON.parse(document.getElementById('mock-bank-config').textContent);
  var texts = config.texts;
  var base = '/mock-bank/api/' + encodeURIComponent(config.order);
  var lang = pickLanguage();
  var payment = null;
  var busy = false;
  var $ = function (id) { return document.getElementById(id); };

  function pickLanguage() {
    var asked = new URLSearchParams(location.search).get('lang');
    if (asked && texts[asked]) return asked;
    try {
      var saved = localStorage.getItem('lang');
      if (saved && texts[saved]) return saved;
    } catch (error) { /* storage may be blocked */ }
    var browser = (navigator.language || '').toLowerCase();
    return browser.indexOf('hy') === 0 ? 'arm' : browser.indexOf('ru') === 0 ? 'ru' : 'en';
  }
  function t(path) {
    var find = function (tree) {
      return path.split('.').reduce(function (node, part) { return node && node[part]; }, tree);
    };
    return find(texts[lang]) || find(texts.en) || path;
  }
  function locale() { return lang === 'arm' ? 'hy-AM' : lang === 'ru' ? 'ru-RU' : 'en-US'; }
  function money(amount, currency) {
    try {
      return new Intl.NumberFormat(locale(), { style: 'currency', currency: currency })
        .format(Number(amount));
    } catch (error) { return amount + ' ' + currency; }
  }
  function translate() {
    document.documentElement.lang = lang === 'arm' ? 'hy' : lang;
    document.title = t('title');
    document.querySelectorAll('[data-t]').forEach(function (node) {
      node.textContent = t(node.getAttribute('data-t'));
    });
    document.querySelectorAll('[data-t-label]').forEach(function (node) {
      node.setAttribute('aria-label', t(node.getAttribute('data-t-label')));
    });
    document.querySelectorAll('[data-lang]').forEach(function (node) {
      node.setAttribute('aria-pressed', String(node.getAttribute('data-lang') === lang));
    });
    $('bank-three-ds-hint').textContent = t('threeDsHint').replace('{{code}}', config.threeDsCode);
    var list = $('bank-test-card-list');
    list.textContent = '';
    config.cards.forEach(function (card) {
      var item = document.createElement('li');
      var number = document.createElement('code');
      number.textContent = card.number.replace(/(\\d{4})(?=\\d)/g, '$1 ');
      item.appendChild(number);
      item.appendChild(document.createTextNode(' — ' + t('cards.' + card.behaviour)));
      list.appendChild(item);
    });
    if (payment) showSummary();
    document.querySelectorAll('.error').forEach(function (node) {
      var key = node.getAttribute('data-error');
      node.textContent = key ? t('errors.' + key) : '';
    });
  }
  function setStatus(text) { $('bank-status').textContent = text || ''; }
  function showSummary() {
    $('bank-order').textContent = payment.order_number;
    $('bank-purpose').textContent = payment.description || '';
    $('bank-amount').textContent = money(payment.amount, payment.currency);
    $('bank-summary').hidden = false;
  }
  function setError(field, key) {
    var input = $('bank-' + field);
    var node = $('bank-' + field + '-error');
    if (key) {
      node.setAttribute('data-error', key);
      node.textContent = t('errors.' + key);
      input.setAttribute('aria-invalid', 'true');
    } else {
      node.removeAttribute('data-error');
      node.textContent = '';
      input.removeAttribute('aria-invalid');
    }
  }
  function setBusy(next) {
    busy = next;
    document.querySelectorAll('button').forEach(function (button) {
      if (!button.hasAttribute('data-lang')) button.disabled = next;
    });
    setStatus(next ? t('processing') : '');
  }
  function call(path, body) {
    return fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (data) { return { status: response.status, data: data }; });
    });
  }
  function leave(url) {
    // Replace, so Back does not return to a finished bank page.
    location.replace(url);
  }
  function closed(answer) {
    $('bank-card-form').hidden = true;
    $('bank-three-ds-form').hidden = true;
    setStatus(t(answer.status === 404 ? 'notFound' : 'closed'));
    if (answer.data && answer.data.redirect) {
      $('bank-back-link').href = answer.data.redirect;
      $('bank-back').hidden = false;
    }
  }
  function handle(answer) {
    setBusy(false);
    if (answer.data && answer.data.redirect && answer.status === 200) return leave(answer.data.redirect);
    if (answer.status === 200 && answer.data.next === 'three_ds') {
      $('bank-card-form').hidden = true;
      $('bank-three-ds-form').hidden = false;
      $('bank-code').focus();
      return;
    }
    if (answer.status === 422) {
      var errors = answer.data.errors || {};
      ['number', 'expiry', 'cvc', 'code'].forEach(function (field) {
        if ($('bank-' + field)) setError(field, errors[field] || null);
      });
      var first = ['number', 'expiry', 'cvc', 'code'].filter(function (field) { return errors[field]; })[0];
      if (first) $('bank-' + first).focus();
      return;
    }
    closed(answer);
  }
  function failed() { setBusy(false); setStatus(t('unreachable')); }

  document.querySelectorAll('[data-lang]').forEach(function (button) {
    button.addEventListener('click', function () { lang = button.getAttribute('data-lang'); translate(); });
  });
  $('bank-card-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    call('/pay', { number: $('bank-number').value, expiry: $('bank-expiry').value, cvc: $('bank-cvc').value })
      .then(handle, failed);
  });
  $('bank-three-ds-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    call('/three-ds', { code: $('bank-code').value }).then(handle, failed);
  });
  document.querySelectorAll('[data-action="cancel"]').forEach(function (button) {
    button.addEventListener('click', function () {
      if (busy) return;
      setBusy(true);
      call('/cancel', {}).then(handle, failed);
    });
  });

  translate();
  setStatus(t('processing'));
  call('').then(function (answer) {
    setStatus('');
    if (answer.status !== 200) return closed(answer);
    payment = answer.data;
    showSummary();
    if (payment.state === 'three_ds') $('bank-three-ds-form').hidden = false;
    else if (payment.state === 'open') $('bank-card-form').hidden = false;
    else closed({ status: 409, data: payment });
  }, failed);
})();
`;
