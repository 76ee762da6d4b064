// `academy-contract --base-url https://api.example.test [--allow-writes [--sandbox-bank]]
// [--junit FILE] [--json FILE] [--html FILE]` (in this repository `npm run contract -- …`):
// checks a live server against the API contract and prints a table. Exit status: 0 nothing
// failed, 1 a check failed, 2 the run could not start (usage, server unreachable, test accounts
// refused), 3 the harness itself failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatHtmlReport } from './html-report';
import { MOCK_ACCOUNTS } from './mock-accounts';
import { formatConsoleReport, formatJsonReport, formatJunitReport } from './report';
import {
  CHECK_GROUPS,
  ContractSetupError,
  runContract,
  type CheckGroup,
  type Credentials,
} from './run';

const USAGE = `Usage: academy-contract --base-url URL [options]
  (in the app's repository: npm run contract -- --base-url URL [options])

Checks a live server, operation by operation, against the Academy API contract (the app's
api-spec/, bundled into this harness when it was built).

Options (each also read from the environment variable in brackets; flags win):
  --base-url URL               the API host, without /api  [CONTRACT_BASE_URL]
  --learner-email EMAIL        a verified learner test account  [CONTRACT_LEARNER_EMAIL]
  --learner-password PASSWORD  [CONTRACT_LEARNER_PASSWORD]
  --instructor-email EMAIL     a verified instructor test account  [CONTRACT_INSTRUCTOR_EMAIL]
  --instructor-password PASSWORD  [CONTRACT_INSTRUCTOR_PASSWORD]
  --allow-writes               also send calls that change data  [CONTRACT_ALLOW_WRITES=1]
                               (calls that move money only to a sandbox bank, see below)
  --sandbox-bank               state that the server's bank is a sandbox: with --allow-writes,
                               payments, refunds and withdrawals are sent  [CONTRACT_SANDBOX_BANK=1]
  --require-extensions         an extension the server lacks is a failure
  --realtime-url URL           the Pusher-protocol socket, ws(s)://host[:port] (default: the
                               base URL's host)  [CONTRACT_REALTIME_URL]
  --pusher-key KEY             the Pusher app key (default: the mock's)  [CONTRACT_PUSHER_KEY]
  --junit FILE                 write a JUnit XML report
  --json FILE                  write the full JSON report
  --html FILE                  write a one-page HTML report
  --timeout MS                 per request (default 30000)  [CONTRACT_TIMEOUT_MS]
  --strict                     a check that could not run ("not checked") fails  [CONTRACT_STRICT=1]
  --only GROUP[,GROUP]         only these groups: operations, refusals, not-found, validation,
                               journeys (default: all)
  --help                       this text

Without credentials the mock backend's ready accounts are used (${MOCK_ACCOUNTS.learner.email},
${MOCK_ACCOUNTS.instructor.email}).
Money: without --allow-writes no call marked x-moves-money (charge, refund, withdraw, saved
cards) is sent at all. With it, they are sent only when the server says its bank is a sandbox
(the mock bank does) or --sandbox-bank states it; never give --sandbox-bank for a live bank.
Exit status: 0 nothing failed, 1 a check failed, 2 the run could not start (bad flags, server
unreachable, accounts refused), 3 the harness itself failed (a bug: please report it).`;

class UsageError extends Error {}

function fail(message: string, code = 2): never {
  process.stderr.write(`contract: ${message}\n`);
  process.exit(code);
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        'base-url': { type: 'string' },
        'learner-email': { type: 'string' },
        'learner-password': { type: 'string' },
        'instructor-email': { type: 'string' },
        'instructor-password': { type: 'string' },
        'allow-writes': { type: 'boolean' },
        'sandbox-bank': { type: 'boolean' },
        'require-extensions': { type: 'boolean' },
        'realtime-url': { type: 'string' },
        'pusher-key': { type: 'string' },
        html: { type: 'string' },
        strict: { type: 'boolean' },
        only: { type: 'string' },
        junit: { type: 'string' },
        json: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const flags = parsed.values;
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const env = process.env;
  const baseUrl = flags['base-url'] ?? env.CONTRACT_BASE_URL;
  if (!baseUrl) throw new UsageError('--base-url (or CONTRACT_BASE_URL) is required');
  try {
    const url = new URL(baseUrl);
    if (!/^https?:$/.test(url.protocol)) throw new Error();
  } catch {
    throw new UsageError(`--base-url "${baseUrl}" is not an http(s) URL`);
  }
  const timeoutMs = Number(flags.timeout ?? env.CONTRACT_TIMEOUT_MS ?? 30_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new UsageError('--timeout must be a positive number of milliseconds');

  const only = flags.only?.split(',').map((group) => group.trim());
  const unknownGroup = only?.find((group) => !(CHECK_GROUPS as readonly string[]).includes(group));
  if (unknownGroup !== undefined)
    throw new UsageError(`--only: "${unknownGroup}" is not a group (${CHECK_GROUPS.join(', ')})`);

  const credentials = async (role: 'learner' | 'instructor'): Promise<Credentials> => {
    const upper = role.toUpperCase();
    const email = flags[`${role}-email`] ?? env[`CONTRACT_${upper}_EMAIL`];
    const password = flags[`${role}-password`] ?? env[`CONTRACT_${upper}_PASSWORD`];
    if (email && password) return { email, password };
    if (email || password)
      throw new UsageError(`give both the ${role} e-mail and password, or neither`);
    process.stderr.write(
      `contract: no ${role} credentials given; using the mock backend's ${MOCK_ACCOUNTS[role].email}\n`,
    );
    return { ...MOCK_ACCOUNTS[role] };
  };

  const report = await runContract({
    baseUrl,
    learner: await credentials('learner'),
    instructor: await credentials('instructor'),
    allowWrites:
      Boolean(flags['allow-writes']) || /^(1|true|yes)$/i.test(env.CONTRACT_ALLOW_WRITES ?? ''),
    timeoutMs,
    strict: Boolean(flags.strict) || /^(1|true|yes)$/i.test(env.CONTRACT_STRICT ?? ''),
    sandboxBank:
      Boolean(flags['sandbox-bank']) || /^(1|true|yes)$/i.test(env.CONTRACT_SANDBOX_BANK ?? ''),
    requireExtensions: Boolean(flags['require-extensions']),
    ...(only ? { only: only as CheckGroup[] } : {}),
    realtime: {
      url: flags['realtime-url'] ?? env.CONTRACT_REALTIME_URL,
      key: flags['pusher-key'] ?? env.CONTRACT_PUSHER_KEY,
    },
  });

  process.stdout.write(`${formatConsoleReport(report)}\n`);
  const write = (file: string, text: string, what: string) => {
    const path = resolve(file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    process.stdout.write(`${what} report: ${path}\n`);
  };
  if (flags.junit) write(flags.junit, formatJunitReport(report), 'JUnit');
  if (flags.json) write(flags.json, formatJsonReport(report), 'JSON');
  if (flags.html) write(flags.html, formatHtmlReport(report), 'HTML');
  return report.summary.fail === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) fail(`${error.message}\n\n${USAGE}`);
    if (error instanceof ContractSetupError) fail(error.message);
    // Anything else is a bug in the harness: say so, with the stack.
    process.stderr.write(`contract: the harness itself failed; please report this.\n`);
    console.error(error);
    process.exit(3);
  },
);
