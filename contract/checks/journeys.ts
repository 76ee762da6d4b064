// The app's real request sequences, each step checked: the catalogue's paging and search, its
// categories and filters,
// wishlist and cart round trips, an instructor's course from creation to update, notifications
// marked read, broadcasting auth and the realtime channels, account settings, a review, a bought
// course's video and progress, another learner's records refused, payments (balance, saved card,
// the bank's page), the instructor's wallet, a quiz, registration, the public forms and the
// session's end. Steps that change data run only with --allow-writes (money only against a
// sandbox bank); what they create is removed again where the API has a call for it, and listed
// as left over where it has not. The realtime sockets open before the review and the sale they
// must hear, and their events are checked after them.
// Each journey reads what it needs itself (`CheckContext.lookup`), so one broken list costs only
// its own checks; last, what the run left is read back from the server.
// One file a journey, in contract/checks/journeys/.
import type { Harness } from '../harness';
import { bankPurchaseJourney } from './journeys/bank-purchase';
import { broadcastingJourney } from './journeys/broadcasting';
import { catalogueJourney } from './journeys/catalogue';
import { catalogueFiltersJourney } from './journeys/catalogue-filters';
import { instructorCourseJourney } from './journeys/instructor-course';
import { instructorWalletJourney } from './journeys/instructor-wallet';
import { LEARNER_LISTS, learnerListJourney } from './journeys/learner-lists';
import { leftOnServerJourney, noteHoldings } from './journeys/left-on-server';
import { learningJourney } from './journeys/learning';
import { notificationsJourney } from './journeys/notifications';
import { ownershipJourney } from './journeys/ownership';
import { paymentsJourney } from './journeys/payments';
import { publicWritesJourney } from './journeys/public-writes';
import { quizJourney } from './journeys/quiz';
import { realtimeConnectJourney, realtimeEventsJourney } from './journeys/realtime';
import { registrationJourney } from './journeys/registration';
import { reviewJourney } from './journeys/review';
import { sessionJourney } from './journeys/session';
import { settingsJourney } from './journeys/settings';
import type { RunState } from './run-state';

export async function runJourneys(harness: Harness, state: RunState): Promise<void> {
  await noteHoldings(harness, state);
  await catalogueJourney(harness);
  await catalogueFiltersJourney(harness);
  for (const list of LEARNER_LISTS) await learnerListJourney(harness, list);
  await broadcastingJourney(harness);
  await realtimeConnectJourney(harness, state);
  await notificationsJourney(harness);
  await instructorCourseJourney(harness, state);
  await settingsJourney(harness, state);
  await reviewJourney(harness, state);
  await learningJourney(harness);
  await ownershipJourney(harness);
  await paymentsJourney(harness, state);
  await bankPurchaseJourney(harness, state);
  await instructorWalletJourney(harness, state);
  await quizJourney(harness);
  await realtimeEventsJourney(harness, state);
  await registrationJourney(harness, state);
  await publicWritesJourney(harness);
  await sessionJourney(harness);
  await leftOnServerJourney(harness, state);
}
