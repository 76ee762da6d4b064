// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  REDIRECT_DELAY_MS,
  verificationCodeMachine,
  type ResendOutcome,
  type VerifyOutcome,
} from './verification-code.machine';

const never = <T>() => new Promise<T>(() => {});
const modelMachine = verificationCodeMachine.provide({
  actors: { verify: fromPromise(never<VerifyOutcome>), resend: fromPromise(never<ResendOutcome>) },
});

const events = [
  { type: 'code.paste', text: '4821' },
  { type: 'digit.input', index: 0, value: '7' },
  { type: 'digit.input', index: 0, value: 'x' },
  { type: 'digit.backspace', index: 1 },
  { type: 'submit' },
  { type: 'resend' },
  {
    type: 'xstate.done.actor.verify',
    output: { ok: true, messageKey: 'auth.email_verified_success' },
  },
  { type: 'xstate.done.actor.verify', output: { ok: false, messageKey: 'auth.invalid_code' } },
  { type: 'xstate.error.actor.verify', error: new Error('offline') },
  { type: 'xstate.done.actor.resend', output: { kind: 'sent', messageKey: 'auth.code_resent' } },
  {
    type: 'xstate.done.actor.resend',
    output: { kind: 'cooldown', messageKey: 'auth.wait_before_resend' },
  },
  {
    type: 'xstate.done.actor.resend',
    output: { kind: 'failed', messageKey: 'auth.email_not_found' },
  },
  { type: 'xstate.error.actor.resend', error: new Error('offline') },
  { type: 'xstate.after.redirectDelay.verificationCode.code.verified' },
];
// Focus requests count up forever; the graph's nodes are the states and the digits typed.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.digits]);
const paths = modelPaths(modelMachine, {
  inputs: [{ email: 'ani@academy.test' }],
  events,
  serializeState,
});
const actors: Array<{ stop: () => void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('verification code model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(
  verify: (input: { email: string; code: string }) => Promise<VerifyOutcome> = () =>
    Promise.resolve({ ok: true, messageKey: 'ok' }),
  resend: (input: { email: string }) => Promise<ResendOutcome> = () =>
    Promise.resolve({ kind: 'sent', messageKey: 'auth.code_resent' }),
) {
  const effects = { verify: vi.fn(verify), resend: vi.fn(resend), goToSignIn: vi.fn() };
  const machine = verificationCodeMachine.provide({
    actors: {
      verify: fromPromise(({ input }) => effects.verify(input)),
      resend: fromPromise(({ input }) => effects.resend(input)),
    },
    actions: { goToSignIn: () => effects.goToSignIn() },
  });
  const actor = createActor(machine, { input: { email: 'ani@academy.test' } }).start();
  actors.push(actor);
  const type = (index: number, value: string) => actor.send({ type: 'digit.input', index, value });
  return { actor, effects, type, context: () => actor.getSnapshot().context };
}

describe('verification code boxes', () => {
  it('starts empty with the first box focused', () => {
    const { context } = start();
    expect(context()).toMatchObject({ digits: ['', '', '', ''], focusIndex: 0 });
  });

  it('moves focus on after a digit and stays on the last box', () => {
    const { type, context } = start();
    type(0, '1');
    expect(context().focusIndex).toBe(1);
    type(1, '2');
    type(2, '3');
    type(3, '4');
    expect(context()).toMatchObject({ digits: ['1', '2', '3', '4'], focusIndex: 3 });
  });

  it('clears a non-digit and keeps focus', () => {
    const { type, context } = start();
    type(0, '1');
    type(1, 'a');
    expect(context()).toMatchObject({ digits: ['1', '', '', ''], focusIndex: 1 });
  });

  it('replaces a digit typed over another with the new one', () => {
    const { type, context } = start();
    type(0, '1');
    type(0, '19');
    expect(context().digits).toEqual(['9', '', '', '']);
  });

  it('moves back on backspace in an empty box, and clears a filled one in place', () => {
    const { actor, type, context } = start();
    type(0, '1');
    type(1, '2');
    actor.send({ type: 'digit.backspace', index: 1 });
    expect(context()).toMatchObject({ digits: ['1', '', '', ''], focusIndex: 2 });
    actor.send({ type: 'digit.backspace', index: 1 });
    expect(context().focusIndex).toBe(0);
    const seq = context().focusSeq;
    actor.send({ type: 'digit.backspace', index: 0 });
    actor.send({ type: 'digit.backspace', index: 0 });
    expect(context()).toMatchObject({ digits: ['', '', '', ''], focusIndex: 0 });
    expect(context().focusSeq).toBe(seq + 1);
  });

  it('fills all four boxes from a paste, ignoring other characters', () => {
    const { actor, context } = start();
    actor.send({ type: 'code.paste', text: ' 48-21 ' });
    expect(context()).toMatchObject({ digits: ['4', '8', '2', '1'], focusIndex: 3 });
  });
});

describe('verification code submit and resend', () => {
  it('refuses an incomplete code with auth.code_required and sends nothing', () => {
    const { actor, effects, type, context } = start();
    type(0, '1');
    const seq = context().focusSeq;
    actor.send({ type: 'submit' });
    expect(context().errorKey).toBe('auth.code_required');
    expect(effects.verify).not.toHaveBeenCalled();
    // Focus goes back to the boxes, on the first empty one, where the error is read.
    expect(context()).toMatchObject({ focusIndex: 1, focusSeq: seq + 1 });
  });

  it('sends the e-mail and the joined code once, and cannot submit twice', async () => {
    const { actor, effects } = start(() => never());
    actor.send({ type: 'code.paste', text: '4821' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.verify).toHaveBeenCalledTimes(1);
    expect(effects.verify).toHaveBeenCalledWith({ email: 'ani@academy.test', code: '4821' });
  });

  it('does not submit while a resend is in flight', () => {
    const { actor, effects } = start(undefined, () => never());
    actor.send({ type: 'code.paste', text: '4821' });
    actor.send({ type: 'resend' });
    actor.send({ type: 'submit' });
    expect(effects.verify).not.toHaveBeenCalled();
  });

  it('shows the server refusal under the boxes and keeps the digits', async () => {
    const { actor } = start(() => Promise.resolve({ ok: false, messageKey: 'auth.code_expired' }));
    actor.send({ type: 'code.paste', text: '4821' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches({ code: { editing: 'rejected' } }));
    expect(actor.getSnapshot().context).toMatchObject({
      errorKey: 'auth.code_expired',
      digits: ['4', '8', '2', '1'],
      // Focus goes back to the first box, where the error is read.
      focusIndex: 0,
      focusSeq: 2,
    });
  });

  it('shows the success message, then goes to /sign-in after two seconds', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects } = start(() =>
        Promise.resolve({ ok: true, messageKey: 'auth.email_verified_success' }),
      );
      actor.send({ type: 'code.paste', text: '4821' });
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.successKey).toBe('auth.email_verified_success');
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
      expect(effects.goToSignIn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(effects.goToSignIn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each<[ResendOutcome, 'sent' | 'coolingDown' | 'failed']>([
    [{ kind: 'sent', messageKey: 'auth.code_resent' }, 'sent'],
    [{ kind: 'cooldown', messageKey: 'auth.wait_before_resend' }, 'coolingDown'],
    [{ kind: 'failed', messageKey: 'auth.already_verified' }, 'failed'],
  ])('shows the resend answer %o as %s', async (outcome, state) => {
    const { actor, effects } = start(undefined, () => Promise.resolve(outcome));
    actor.send({ type: 'resend' });
    actor.send({ type: 'resend' });
    await waitFor(actor, (s) => s.matches({ resend: state }));
    expect(effects.resend).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.resendKey).toBe(outcome.messageKey);
  });
});
