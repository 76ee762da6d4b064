// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyMachineSnapshot } from 'xstate';
import { modelPaths, replay, uncovered } from '../../../tests/support/model-based';
import {
  courseFormMachine,
  uploadLogic,
  type CourseFormInput,
  type UploadCall,
  type UploadOutcome,
} from './course-form.machine';
import {
  DETAILS_REQUIRED_KEY,
  emptyCourseValues,
  isDetailChosen,
  toServerTime,
  validateCourseForm,
  videoProblem,
  type CourseFormValues,
  type DetailChoice,
} from './course-form-values';

const catalogue = (): DetailChoice[] => [
  { id: 1, editable: true, selected: false, time: '' },
  { id: 3, editable: false, selected: false, time: '' },
];
const video = new File(['video-bytes'], 'lesson.webm', { type: 'video/webm' });
const picture = new File(['png'], 'cover.png', { type: 'image/png' });
const filled = (): CourseFormValues => ({
  ...emptyCourseValues(catalogue()),
  title_en: 'Intro to SQL',
  price_en: '19.99',
  description_en: 'Queries from scratch',
  faqs: [{ ...emptyCourseValues([]).faqs[0]!, question_en: 'Who?', answer_en: 'Anyone' }],
  highlights: [{ name_en: 'Joins', name_ru: '', name_arm: '' }],
  details: [{ id: 1, editable: true, selected: false, time: '02:30' }, catalogue()[1]!],
  video,
});

// The upload never settles in the model: the generated paths deliver its progress and outcomes.
const modelMachine = courseFormMachine.provide({ actors: { upload: fromCallback(() => {}) } });

const events = [
  { type: 'field.change', field: 'title_en', value: 'Intro' },
  { type: 'translation.toggle', language: 'arm', on: true },
  { type: 'row.add', list: 'faqs' },
  { type: 'row.remove', list: 'faqs', index: 0 },
  { type: 'row.change', list: 'highlights', index: 0, field: 'name_en', value: 'Joins' },
  { type: 'detail.toggle', id: 3, selected: true },
  { type: 'detail.toggle', id: 3, selected: false },
  { type: 'detail.time', id: 1, time: '01:00' },
  { type: 'video.choose', file: video },
  { type: 'video.choose', file: picture },
  { type: 'quiz.edit', edit: { kind: 'question.add' } },
  { type: 'draft.restore', values: { ...filled(), video: undefined } },
  { type: 'submit' },
  { type: 'cancel' },
  { type: 'upload.progress', percent: 40 },
  { type: 'upload.done', outcome: { kind: 'success', messageKey: 'auth.courses.course_updated' } },
  {
    type: 'upload.done',
    outcome: { kind: 'fieldErrors', fieldErrors: { title_en: 'auth.courses.title_required' } },
  },
  { type: 'upload.done', outcome: { kind: 'failure', messageKey: 'auth.something_went_wrong' } },
  { type: 'upload.error', error: new Error('boom') },
];
const inputs: CourseFormInput[] = [
  // Change: the stored course is complete, so a submit goes straight to the upload.
  { mode: 'change', initialValues: { ...filled(), video: null } },
  // Add: a blank form breaks the client rules until a detail and a video are chosen.
  { mode: 'add', initialValues: emptyCourseValues(catalogue()) },
];
// What matters for the graph: the state, and whether the client rules would pass.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as { values: CourseFormValues; mode: string };
  return JSON.stringify([
    snapshot.value,
    context.mode,
    Object.keys(validateCourseForm(context.values, context.mode as 'add')).sort(),
  ]);
};
const paths = modelPaths(modelMachine, { inputs, events, serializeState });
const actors: Array<{ stop: () => void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

describe('course form model', () => {
  it('has paths that reach every state and take every transition', () => {
    expect(uncovered(modelMachine, paths)).toEqual({ states: [], edges: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('replays %s', (_, path) => {
    actors.push(replay(modelMachine, path, (expected, actual) => expect(actual).toEqual(expected)));
  });
});

function start(input: CourseFormInput, call: UploadCall) {
  const effects = { call: vi.fn(call), courseSaved: vi.fn() };
  const machine = courseFormMachine.provide({
    actors: { upload: uploadLogic(effects.call) },
    actions: { courseSaved: (_, params) => effects.courseSaved(params.messageKey) },
  });
  const actor = createActor(machine, { input }).start();
  actors.push(actor);
  return { actor, effects };
}

const never = () => new Promise<UploadOutcome>(() => {});

describe('course form behaviour', () => {
  it('refuses a form without any detail and without a video, sending nothing', () => {
    const { actor, effects } = start(
      { mode: 'add', initialValues: emptyCourseValues(catalogue()) },
      never,
    );
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      details_by_instructor: DETAILS_REQUIRED_KEY,
      video: 'auth.add_course.validation.video.required',
    });
    expect(effects.call).not.toHaveBeenCalled();
  });

  it('counts a ticked checkbox or an editable item with a time as a detail', () => {
    expect(isDetailChosen({ id: 3, editable: false, selected: true, time: '' })).toBe(true);
    expect(isDetailChosen({ id: 1, editable: true, selected: false, time: '01:15' })).toBe(true);
    expect(isDetailChosen({ id: 1, editable: true, selected: true, time: ' ' })).toBe(false);
    expect(isDetailChosen({ id: 3, editable: false, selected: false, time: '' })).toBe(false);
  });

  it('sends HH:MM as HH:MM:00', () => {
    expect(toServerTime('02:30')).toBe('02:30:00');
    expect(toServerTime('02:30:15')).toBe('02:30:15');
  });

  it('refuses a non-video or an oversized file at the field and keeps the chosen video', () => {
    const { actor } = start({ mode: 'add', initialValues: filled() }, never);
    actor.send({ type: 'video.choose', file: picture });
    expect(actor.getSnapshot().context.fieldErrors.video).toBe(
      'auth.add_course.validation.video.mimes',
    );
    expect(actor.getSnapshot().context.values.video).toBe(video);
    const huge = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(videoProblem(huge)).toBe('auth.add_course.validation.video.max');
    expect(videoProblem(new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }))).toBe(
      'auth.add_course.validation.video.mimes',
    );
  });

  it('reports progress while uploading and is busy meanwhile', () => {
    let report: (percent: number) => void = () => {};
    const { actor, effects } = start({ mode: 'add', initialValues: filled() }, (request) => {
      report = request.onProgress;
      return never();
    });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.call).toHaveBeenCalledTimes(1);
    expect(effects.call.mock.calls[0]![0].values.title_en).toBe('Intro to SQL');
    report(42.4);
    expect(actor.getSnapshot().context.progress).toBe(42);
  });

  it('aborts the call on cancel, ignores its late answer and keeps everything', async () => {
    let request: Parameters<UploadCall>[0] | undefined;
    let settle: (outcome: UploadOutcome) => void = () => {};
    const { actor, effects } = start({ mode: 'add', initialValues: filled() }, (next) => {
      request = next;
      return new Promise((resolve) => (settle = resolve));
    });
    actor.send({ type: 'submit' });
    actor.send({ type: 'cancel' });
    expect(request?.signal.aborted).toBe(true);
    settle({ kind: 'success', messageKey: 'auth.add_course.success_msg.course_added' });
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ ready: 'cancelled' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(filled());
    expect(effects.courseSaved).not.toHaveBeenCalled();
  });

  it('clears the added course on success and reports it', async () => {
    const { actor, effects } = start(
      { mode: 'add', initialValues: emptyCourseValues(catalogue()) },
      () =>
        Promise.resolve({
          kind: 'success',
          messageKey: 'auth.add_course.success_msg.course_added',
        }),
    );
    actor.send({ type: 'draft.restore', values: filled() });
    actor.send({ type: 'video.choose', file: video });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'succeeded' }));
    expect(actor.getSnapshot().context).toMatchObject({
      values: emptyCourseValues(catalogue()),
      messageKey: 'auth.add_course.success_msg.course_added',
      dirty: false,
    });
    expect(effects.courseSaved).toHaveBeenCalledWith('auth.add_course.success_msg.course_added');
  });

  it('keeps a changed course on success (the page leaves)', async () => {
    const { actor } = start({ mode: 'change', initialValues: { ...filled(), video: null } }, () =>
      Promise.resolve({ kind: 'success', messageKey: 'auth.courses.course_updated' }),
    );
    actor.send({ type: 'field.change', field: 'title_en', value: 'SQL, again' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'succeeded' }));
    expect(actor.getSnapshot().context.values.title_en).toBe('SQL, again');
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it.each<[string, () => Promise<UploadOutcome>, 'rejected' | 'failed']>([
    [
      'a 422',
      () =>
        Promise.resolve({
          kind: 'fieldErrors',
          fieldErrors: { 'faqs.0.answer_en': 'auth.add_course.validation.faqs.answer_en.required' },
        }),
      'rejected',
    ],
    [
      'a failure',
      () => Promise.resolve({ kind: 'failure', messageKey: 'auth.something_went_wrong' }),
      'failed',
    ],
    ['a thrown error', () => Promise.reject(new Error('offline')), 'failed'],
  ])('keeps everything, the video too, after %s', async (_, call, state) => {
    const { actor } = start({ mode: 'add', initialValues: filled() }, call);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: state }));
    expect(actor.getSnapshot().context.values).toEqual(filled());
    expect(actor.getSnapshot().context.dirty).toBe(false);
  });

  it('always keeps one FAQ row and moves row errors with their rows', () => {
    const { actor } = start({ mode: 'add', initialValues: filled() }, never);
    actor.send({ type: 'row.add', list: 'faqs' });
    actor.send({ type: 'row.add', list: 'faqs' });
    actor.send({ type: 'submit' });
    actor.send({
      type: 'upload.done',
      outcome: {
        kind: 'fieldErrors',
        fieldErrors: {
          'faqs.1.question_en': 'q1',
          'faqs.2.answer_en': 'a2',
          faqs: 'auth.add_course.validation.faqs.inconsistent_language_count',
        },
      },
    });
    actor.send({ type: 'row.remove', list: 'faqs', index: 1 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'faqs.1.answer_en': 'a2' });
    actor.send({ type: 'row.remove', list: 'faqs', index: 0 });
    actor.send({ type: 'row.remove', list: 'faqs', index: 0 });
    expect(actor.getSnapshot().context.values.faqs).toEqual(emptyCourseValues([]).faqs);
  });

  it('clears a field error when that field is edited', () => {
    const { actor } = start({ mode: 'add', initialValues: emptyCourseValues(catalogue()) }, never);
    actor.send({ type: 'submit' });
    actor.send({ type: 'detail.time', id: 1, time: '01:00' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      video: 'auth.add_course.validation.video.required',
    });
  });
});
