// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  formSubmissionMachine,
  withClientRules,
  type ClientRules,
  type FormSubmissionInput,
  type FormValues,
  type SubmitOutcome,
} from './form-submission.machine';

const requireEmail = (values: FormValues) =>
  values.email ? {} : { email: 'messages.email_required' };

// The submit actor never settles in the model: the generated paths deliver its outcomes.
const modelMachine = withClientRules(formSubmissionMachine, requireEmail).provide({
  actors: { submit: fromPromise(() => new Promise<SubmitOutcome>(() => {})) },
});

const done = (output: SubmitOutcome) => ({ type: 'xstate.done.actor.submit', output });
const events = [
  { type: 'field.change', field: 'email', value: 'ani@academy.test' },
  { type: 'field.change', field: 'email', value: '' },
  // A value that comes whole (a chosen file) is checked as it is set.
  { type: 'field.change', field: 'email', value: '', check: true },
  { type: 'submit' },
  done({ kind: 'success', messageKey: 'messages.newsletter_created' }),
  done({ kind: 'success', messageKey: 'auth.email_verified_success', redirectTo: '/sign-in' }),
  done({ kind: 'fieldErrors', fieldErrors: { email: 'auth.email_unique' } }),
  done({ kind: 'failure', messageKey: 'messages.newsletter_creation_failed' }),
  done({ kind: 'redirect', to: '/verify?email=ani%40academy.test' }),
  { type: 'xstate.error.actor.submit', error: new Error('boom') },
  { type: 'xstate.after.redirectDelay.formSubmission.redirecting' },
];
const inputs: FormSubmissionInput[] = [
  { initialValues: { email: '' }, clearOnSuccess: true },
  // Without clearing, a second submit after success is valid and goes to the server again.
  { initialValues: { email: 'ani@academy.test' } },
  // Verify and reset: the success message stays for a while before leaving.
  { initialValues: { email: 'ani@academy.test' }, redirectDelayMs: 2000 },
];
const paths = modelPaths(modelMachine, { inputs, events });
const actors: Array<{ stop: () => void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('form submission model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(
  input: FormSubmissionInput,
  submit: (values: FormValues) => Promise<SubmitOutcome>,
  validate: ClientRules = () => ({}),
) {
  const effects = { submit: vi.fn(submit), navigate: vi.fn(), reportSuccess: vi.fn() };
  const machine = withClientRules(formSubmissionMachine, validate).provide({
    actors: { submit: fromPromise(({ input: { values } }) => effects.submit(values)) },
    actions: {
      navigate: (_, params) => effects.navigate(params.to),
      reportSuccess: (_, params) => effects.reportSuccess(params.data),
    },
  });
  const actor = createActor(machine, { input }).start();
  actors.push(actor);
  return { actor, effects };
}

const type = (actor: ReturnType<typeof start>['actor'], field: string, value: unknown) =>
  actor.send({ type: 'field.change', field, value });

describe('form submission behaviour', () => {
  it('refuses values that break a client rule without calling the server', () => {
    const { actor, effects } = start(
      { initialValues: { email: '' } },
      () => Promise.resolve({ kind: 'success', messageKey: 'ok' }),
      requireEmail,
    );
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'messages.email_required' });
    expect(effects.submit).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', () => {
    const { actor } = start(
      { initialValues: { email: '' } },
      () => Promise.resolve({ kind: 'success', messageKey: 'ok' }),
      requireEmail,
    );
    actor.send({ type: 'submit' });
    type(actor, 'email', 'a');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('checks a value that comes whole as soon as it is set, and clears its error when fixed', () => {
    const { actor, effects } = start(
      { initialValues: { email: '' } },
      () => Promise.resolve({ kind: 'success', messageKey: 'ok' }),
      requireEmail,
    );
    actor.send({ type: 'field.change', field: 'email', value: '', check: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'messages.email_required' });
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    actor.send({ type: 'field.change', field: 'email', value: 'ani@academy.test', check: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(effects.submit).not.toHaveBeenCalled();
  });

  it('keeps values of any kind (a file, a choice) through a failed submit', async () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const { actor, effects } = start({ initialValues: { image: null, avatar: '' } }, () =>
      Promise.resolve({ kind: 'failure', messageKey: 'auth.something_went_wrong' }),
    );
    type(actor, 'image', photo);
    type(actor, 'avatar', 'team-member-2.png');
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(effects.submit).toHaveBeenCalledWith({ image: photo, avatar: 'team-member-2.png' });
    expect(actor.getSnapshot().context.values.image).toBe(photo);
    expect(actor.getSnapshot().context.values.avatar).toBe('team-member-2.png');
  });

  it('sends the typed values once, busy meanwhile, and ignores a second submit', async () => {
    let resolve: (outcome: SubmitOutcome) => void = () => {};
    const { actor, effects } = start(
      { initialValues: { email: '' } },
      () => new Promise((settle) => (resolve = settle)),
    );
    type(actor, 'email', 'ani@academy.test');
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.submit).toHaveBeenCalledTimes(1);
    expect(effects.submit).toHaveBeenCalledWith({ email: 'ani@academy.test' });
    resolve({ kind: 'success', messageKey: 'messages.newsletter_created' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
  });

  it('empties the fields after success when asked to, keeping the success key', async () => {
    const { actor } = start({ initialValues: { email: '' }, clearOnSuccess: true }, () =>
      Promise.resolve({ kind: 'success', messageKey: 'messages.newsletter_created' }),
    );
    type(actor, 'email', 'ani@academy.test');
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(actor.getSnapshot().context).toMatchObject({
      values: { email: '' },
      messageKey: 'messages.newsletter_created',
    });
  });

  it.each<[string, () => Promise<SubmitOutcome>, object]>([
    [
      'a field refusal',
      () => Promise.resolve({ kind: 'fieldErrors', fieldErrors: { email: 'auth.email_unique' } }),
      { editing: 'rejected' },
    ],
    [
      'a failure',
      () => Promise.resolve({ kind: 'failure', messageKey: 'messages.contact_creation_failed' }),
      { editing: 'failed' },
    ],
    ['a thrown error', () => Promise.reject(new Error('network')), { editing: 'failed' }],
  ])('keeps what was typed after %s', async (_, submit, state) => {
    const { actor } = start({ initialValues: { email: '' } }, submit);
    type(actor, 'email', 'ani@academy.test');
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(state));
    expect(actor.getSnapshot().context.values).toEqual({ email: 'ani@academy.test' });
  });

  it('falls back to the general failure key when the call throws', async () => {
    const { actor } = start({ initialValues: {} }, () => Promise.reject(new Error('network')));
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().context.messageKey).toBe('auth.something_went_wrong');
  });

  it('shows the success message for the delay, then navigates', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects } = start({ initialValues: {}, redirectDelayMs: 2000 }, () =>
        Promise.resolve({
          kind: 'success',
          messageKey: 'auth.email_verified_success',
          redirectTo: '/sign-in',
          data: { token: 't' },
        }),
      );
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('redirecting')).toBe(true);
      expect(effects.reportSuccess).toHaveBeenCalledWith({ token: 't' });
      await vi.advanceTimersByTimeAsync(1999);
      expect(effects.navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(effects.navigate).toHaveBeenCalledWith('/sign-in');
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs in and leaves in one step when there is no delay', async () => {
    const { actor, effects } = start({ initialValues: {} }, () =>
      Promise.resolve({
        kind: 'success',
        messageKey: 'auth.login_success',
        redirectTo: '/',
        data: 1,
      }),
    );
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects.reportSuccess).toHaveBeenCalledWith(1);
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('navigates at once on a redirect outcome', async () => {
    const { actor, effects } = start({ initialValues: {} }, () =>
      Promise.resolve({ kind: 'redirect', to: '/verify?email=a%40b.c' }),
    );
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects.navigate).toHaveBeenCalledWith('/verify?email=a%40b.c');
  });
});
