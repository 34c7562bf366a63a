import { describe, expect, it } from 'vitest';
import { deferStylesheets } from './deferred-styles';

const head = (links: string) =>
  `<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    ${links}\n  </head>`;

describe('deferStylesheets', () => {
  it('fetches each stylesheet as urgently as before, without blocking the first paint', () => {
    const html = head(
      '<link rel="stylesheet" crossorigin href="/assets/common-1.css">\n    ' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    );
    expect(deferStylesheets(html)).toBe(
      head(
        '<link rel="preload" as="style" crossorigin href="/assets/common-1.css">\n    ' +
          '<link rel="stylesheet" crossorigin href="/assets/common-1.css" media="print" data-deferred-style>\n    ' +
          '<link rel="preload" as="style" crossorigin href="/assets/index-1.css">\n    ' +
          '<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" data-deferred-style>',
      ),
    );
  });

  it('leaves the page’s other links alone', () => {
    const html = head(
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/common-1.js">',
    );
    expect(deferStylesheets(html)).toBe(html);
  });
});
