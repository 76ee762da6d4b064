import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, setupI18n } from '../../../tests/support/render-app';
import { legalDocuments } from './legal-page';

setupMockBackend();

describe('legal pages', () => {
  it.each([
    ['en', 'terms', '/terms-conditions', 'Terms and conditions', 'On this page'],
    ['en', 'privacy', '/privacy-policy', 'Privacy policy', 'On this page'],
    ['ru', 'terms', '/terms-conditions', 'Условия использования', 'На этой странице'],
    ['arm', 'privacy', '/privacy-policy', 'Գաղտնիության քաղաքականություն', 'Այս էջում'],
  ] as const)(
    '%s %s: every section has a heading, its text and a contents link to it',
    async (language, legalDocument, url, title, contentsName) => {
      await setupI18n(language);
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      const contents = screen.getByRole('navigation', { name: contentsName });
      const links = within(contents).getAllByRole('link');
      expect(links).toHaveLength(legalDocuments[legalDocument].length);
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')!.slice(1));
        expect(target).not.toBeNull();
        expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(
          link.textContent!,
        );
        expect(target!.querySelector('p')!.textContent!.length).toBeGreaterThan(40);
      }
    },
  );
});

describe('links to the legal pages', () => {
  beforeEach(() => setupI18n('en'));

  it('the footer links the terms and the privacy policy', async () => {
    renderApp('/about');
    const legal = await screen.findByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});
