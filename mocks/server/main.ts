// `npm run mock-server`: the standalone mock backend on 127.0.0.1:$PORT (default 4010).
import { READY_ACCOUNTS } from '../db/seed';
import { PUSHER_APP_KEY } from '../handlers/realtime';
import { DEFAULT_APP_ORIGINS, startMockServer } from './mock-server';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
// Where the app is served (comma-separated): the bank's return goes only there.
const appOrigins = process.env.APP_ORIGINS?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const running = await startMockServer({ host, port, appOrigins });
console.info(`Academy mock backend on ${running.url}`);
console.info(`  learner    ${READY_ACCOUNTS.learner.email} / ${READY_ACCOUNTS.learner.password}`);
console.info(
  `  instructor ${READY_ACCOUNTS.instructor.email} / ${READY_ACCOUNTS.instructor.password}`,
);
console.info(
  `  mailbox    ${running.url}/__dev/mailbox?email=...   reset: POST ${running.url}/__dev/reset`,
);
console.info(
  `  review     POST ${running.url}/__dev/courses/{id}/review   notify: POST ${running.url}/__dev/notifications`,
);
console.info(
  `  bank       ${running.url}/mock-bank/pay/{order}   test card 4242 4242 4242 4242, 3-D Secure code 123456`,
);
console.info(`  app        ${(appOrigins ?? DEFAULT_APP_ORIGINS).join(', ')} (APP_ORIGINS)`);
console.info(
  `  realtime   ${running.url.replace(/^http/, 'ws')}/app/${PUSHER_APP_KEY} (Pusher protocol)`,
);

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
