// @vitest-environment node
// Reports are kept as CI artifacts: what a failed check shows of a request or an answer never
// carries a password, a token or a card's number and code.
import { describe, expect, it } from 'vitest';
import { excerpt } from '../../contract/harness';

describe('report excerpts', () => {
  it('hide secrets at any depth and keep the rest', () => {
    const text = excerpt({
      email: 'learner@academy.test',
      password: 'Learner123!',
      password_confirmation: 'Learner123!',
      current_password: 'Old123!',
      token: '12|abcdef',
      headers: { Authorization: 'Bearer 12|abcdef', 'Idempotency-Key': 'key-1' },
      card: { number: '4242424242424242', cvc: '123', expiry: '12/40' },
      user: { id: 1, first_name: 'Lilit' },
    });
    for (const secret of ['Learner123!', 'Old123!', 'abcdef', '4242424242424242', '"123"'])
      expect(text).not.toContain(secret);
    for (const kept of ['learner@academy.test', 'key-1', '12/40', 'Lilit'])
      expect(text).toContain(kept);
    expect(text).toContain('"password":"[hidden]"');
  });
});
