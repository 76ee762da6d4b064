// The simulated bank's hosted payment page (decision 23). One implementation for both mock
// runtimes: self-contained markup, styles and a small plain script that talks to the mock over
// fetch (`/mock-bank/api/...`, relative to the page). The standalone mock server sends it as an
// HTML document; in the browser-only mock a service worker cannot answer the navigation, so the
// app's mocking entry mounts the same parts into the page instead of the app (mocks/browser.ts).
import arm from '../../src/locales/arm/dev-panel.json';
import en from '../../src/locales/en/dev-panel.json';
import ru from '../../src/locales/ru/dev-panel.json';
import { bankPageScript } from './bank-page-script';
import { TEST_CARDS, THREE_DS_CODE } from './test-cards';

/** The path of an order's bank page, on the mock's origin. */
export const BANK_PAGE_PREFIX = '/mock-bank/pay/';

export const orderOfBankPath = (pathname: string): string | null => {
  const match = /\/mock-bank\/pay\/([A-Za-z0-9-]+)\/?$/.exec(pathname);
  return match?.[1] ?? null;
};

const texts = { en: en.bank, ru: ru.bank, arm: arm.bank };

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #eef1f6; color: #1c2430; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px;
    padding: 1.5rem; box-shadow: 0 4px 24px rgba(20, 30, 60, 0.12); }
  h1 { margin: 0; font-size: 1.4rem; } h2 { font-size: 1.1rem; }
  .sub { color: #4a5568; margin: 0.25rem 0 1rem; font-size: 0.9rem; }
  .langs { display: flex; gap: 0.5rem; justify-content: flex-end; }
  .langs button { background: none; border: 1px solid #a0aec0; border-radius: 6px;
    padding: 0.2rem 0.5rem; cursor: pointer; color: #1c2430; }
  .langs button[aria-pressed="true"] { background: #1c2430; color: #fff; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
  dt { color: #4a5568; } dd { margin: 0; font-weight: 600; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; margin-top: 0.25rem;
    padding: 0.55rem; font-size: 1rem; border: 1px solid #718096; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #c53030; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  .error { color: #c53030; margin: 0.25rem 0 0; font-size: 0.9rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  .actions button { padding: 0.6rem 1.1rem; font-size: 1rem; border-radius: 6px; cursor: pointer; }
  .primary { background: #2b6cb0; color: #fff; border: none; }
  .secondary { background: #fff; color: #1c2430; border: 1px solid #718096; }
  button:disabled { opacity: 0.6; cursor: progress; }
  details { margin-top: 1.25rem; font-size: 0.9rem; } code { font-size: 0.95rem; }
  [hidden] { display: none !important; }
`;

export const bankPageBody = `
<main>
  <div class="langs" role="group" data-t-label="language">
    <button type="button" data-lang="arm" lang="hy">Հայ</button>
    <button type="button" data-lang="en" lang="en">EN</button>
    <button type="button" data-lang="ru" lang="ru">RU</button>
  </div>
  <h1 data-t="heading"></h1>
  <p class="sub" data-t="subheading"></p>
  <p id="bank-status" role="status" aria-live="polite"></p>
  <section id="bank-summary" hidden>
    <dl>
      <dt data-t="order"></dt><dd id="bank-order"></dd>
      <dt data-t="purpose"></dt><dd id="bank-purpose"></dd>
      <dt data-t="amount"></dt><dd id="bank-amount"></dd>
    </dl>
  </section>
  <form id="bank-card-form" novalidate hidden>
    <label for="bank-number" data-t="cardNumber"></label>
    <input id="bank-number" name="number" inputmode="numeric" autocomplete="cc-number"
      aria-describedby="bank-number-error" />
    <p class="error" id="bank-number-error"></p>
    <div class="row">
      <div>
        <label for="bank-expiry" data-t="expiry"></label>
        <input id="bank-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY"
          aria-describedby="bank-expiry-error" />
        <p class="error" id="bank-expiry-error"></p>
      </div>
      <div>
        <label for="bank-cvc" data-t="cvc"></label>
        <input id="bank-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"
          aria-describedby="bank-cvc-error" />
        <p class="error" id="bank-cvc-error"></p>
      </div>
    </div>
    <div class="actions">
      <button type="submit" class="primary" data-t="pay"></button>
      <button type="button" class="secondary" data-action="cancel" data-t="cancel"></button>
    </div>
  </form>
  <form id="bank-three-ds-form" novalidate hidden>
    <h2 data-t="threeDsTitle"></h2>
    <p id="bank-three-ds-hint"></p>
    <label for="bank-code" data-t="threeDsCode"></label>
    <input id="bank-code" name="code" inputmode="numeric" autocomplete="one-time-code"
      aria-describedby="bank-code-error" />
    <p class="error" id="bank-code-error"></p>
    <div class="actions">
      <button type="submit" class="primary" data-t="confirm"></button>
      <button type="button" class="secondary" data-action="cancel" data-t="cancel"></button>
    </div>
  </form>
  <p id="bank-back" hidden><a id="bank-back-link" href="/" data-t="back"></a></p>
  <details id="bank-test-cards">
    <summary data-t="testCards"></summary>
    <ul id="bank-test-card-list"></ul>
  </details>
</main>
`;

export interface BankPageParts {
  title: string;
  style: string;
  body: string;
  /** The JSON the script reads (order, texts, test cards), in a `type="application/json"` tag. */
  config: string;
  script: string;
}

/** The page of one order. `<` is escaped in the JSON so no text can close its script tag. */
export function bankPageParts(orderNumber: string): BankPageParts {
  const config = JSON.stringify({
    order: orderNumber,
    texts,
    threeDsCode: THREE_DS_CODE,
    cards: TEST_CARDS.map((card) => ({ number: card.number, behaviour: card.behaviour })),
  }).replace(/</g, '\\u003c');
  return {
    title: texts.en.title,
    style: STYLE,
    body: bankPageBody,
    config,
    script: bankPageScript,
  };
}

/** The whole document, as the standalone mock server sends it. */
export function bankPageHtml(orderNumber: string): string {
  const parts = bankPageParts(orderNumber);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<!-- No favicon request to the mock server, which has none (a 404 in every browser console). -->
<link rel="icon" href="data:," />
<title>${parts.title}</title>
<style>${parts.style}</style>
</head>
<body>
${parts.body}
<script type="application/json" id="mock-bank-config">${parts.config}</script>
<script>${parts.script}</script>
</body>
</html>
`;
}

/**
 * Puts the page into the current document instead of the app (the browser-only mock). Its markup
 * and script pass the mock's Trusted Types policy (lib/trusted-types.ts), and the script runs
 * because mock-mode builds allow its hash (scripts/content-security-policy.ts).
 */
export function mountBankPage(doc: Document, orderNumber: string): void {
  const parts = bankPageParts(orderNumber);
  doc.title = parts.title;
  const style = doc.createElement('style');
  style.textContent = parts.style;
  doc.head.append(style);
  doc.body.innerHTML = parts.body;
  const config = doc.createElement('script');
  config.type = 'application/json';
  config.id = 'mock-bank-config';
  config.textContent = parts.config;
  doc.body.append(config);
  // A script element created by DOM methods runs when inserted (innerHTML's would not).
  const script = doc.createElement('script');
  script.textContent = parts.script;
  doc.body.append(script);
}
