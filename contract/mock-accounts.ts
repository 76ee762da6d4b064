// The mock backend's ready accounts (`npm run mock-server`), which the harness signs in when it
// is given no credentials. The harness is a package of its own and reads nothing of the mock's:
// tests/contract/package.test.ts keeps these equal to the mock's seed.
import type { Credentials } from './run';

export const MOCK_ACCOUNTS: Readonly<Record<'learner' | 'instructor', Credentials>> = {
  learner: { email: 'learner@academy.test', password: 'Learner123!' },
  instructor: { email: 'instructor@academy.test', password: 'Instructor123!' },
};
