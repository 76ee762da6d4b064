// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { issuedOn } from './certificate-pdf';

describe('the certificate’s date', () => {
  const day = new Date('2026-10-22T23:30:00Z');

  it('is written in Armenian by its own month names, whatever the runtime’s Intl knows', () => {
    expect(issuedOn(day, 'arm')).toBe('22 հոկտեմբերի, 2026 թ.');
    // The same words as a runtime with Armenian data writes (Node has it).
    expect(issuedOn(day, 'arm')).toBe(
      new Intl.DateTimeFormat('hy', { dateStyle: 'long', timeZone: 'UTC' }).format(day),
    );
  });

  it('is the UTC day in English and Russian too', () => {
    expect(issuedOn(day, 'en')).toBe('October 22, 2026');
    expect(issuedOn(day, 'ru')).toBe('22 октября 2026 г.');
  });
});
