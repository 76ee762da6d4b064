import { assign, fromCallback, setup, type AnyEventObject } from 'xstate';
import {
  emptyFaq,
  emptyHighlight,
  shiftRowErrors,
  validateCourseForm,
  videoProblem,
  withoutError,
  type CourseFieldErrors,
  type CourseFormMode,
  type CourseFormValues,
  type CourseTextField,
  type FaqRow,
  type HighlightRow,
  type RowList,
  type TranslationLanguage,
} from './course-form-values';
import { applyQuizEdit, type QuizEdit, type TypeChangeNotice } from './quiz-values';

/**
 * The add-course and change-course form, from typing to the saved course.
 *
 * The values live here as typed data (strings, lists of rows, a File), so nothing typed is lost
 * on a refusal, a failure or a cancelled upload. Client rules run in `validating` before any
 * byte is sent. `uploading` runs the injected `upload` actor (see `uploadLogic`): the multipart
 * call, which reports progress and is aborted when the state is left (Cancel, or the page going
 * away). `courseSaved` is injected too: the binding refreshes the cached course lists and drops
 * the draft.
 */
export type UploadOutcome =
  /** The server accepted; `messageKey` is its translated answer. */
  | { kind: 'success'; messageKey: string }
  /** A 422: each field's first message, as full keys under the form's field names. */
  | { kind: 'fieldErrors'; fieldErrors: CourseFieldErrors }
  /** Anything else: one message for the form. */
  | { kind: 'failure'; messageKey: string };

export interface UploadRequest {
  values: CourseFormValues;
  /** 0–100, as the bytes leave. */
  onProgress: (percent: number) => void;
  /** Aborted when the upload is cancelled or the form goes away. */
  signal: AbortSignal;
}
export type UploadCall = (request: UploadRequest) => Promise<UploadOutcome>;

/**
 * The `upload` actor over a call: progress and the outcome come back as events; stopping the
 * actor (leaving `uploading`) aborts the call, and nothing it answers afterwards is heard.
 */
export function uploadLogic(call: UploadCall) {
  return fromCallback<AnyEventObject, { values: CourseFormValues }>(({ input, sendBack }) => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    call({
      values: input.values,
      signal: controller.signal,
      onProgress: (percent) => {
        if (live()) sendBack({ type: 'upload.progress', percent });
      },
    }).then(
      (outcome) => {
        if (live()) sendBack({ type: 'upload.done', outcome });
      },
      (error: unknown) => {
        if (live()) sendBack({ type: 'upload.error', error });
      },
    );
    return () => controller.abort();
  });
}

export interface CourseFormInput {
  mode: CourseFormMode;
  /** The blank form (add) or the stored course (change). */
  initialValues: CourseFormValues;
  /** Shown when the call fails without an answer the form can use. */
  fallbackFailureKey?: string;
}

export interface CourseFormContext {
  mode: CourseFormMode;
  initialValues: CourseFormValues;
  values: CourseFormValues;
  fieldErrors: CourseFieldErrors;
  /** The success or failure message on show. */
  messageKey: string | null;
  /** Percent uploaded while uploading; null otherwise. */
  progress: number | null;
  /** Something was changed since the form was filled or last saved. */
  dirty: boolean;
  /** What the last change of a question's type did to its correct marks (said beside it). */
  quizNotice: { key: string; notice: TypeChangeNotice } | null;
  fallbackFailureKey: string;
}

export type CourseFormEvent =
  | { type: 'field.change'; field: CourseTextField; value: string }
  | { type: 'translation.toggle'; language: TranslationLanguage; on: boolean }
  | { type: 'row.add'; list: RowList }
  | { type: 'row.remove'; list: RowList; index: number }
  | { type: 'row.change'; list: RowList; index: number; field: string; value: string }
  | { type: 'detail.toggle'; id: number; selected: boolean }
  | { type: 'detail.time'; id: number; time: string }
  | { type: 'video.choose'; file: File }
  /** An edit of the quiz section (quiz-values.ts). */
  | { type: 'quiz.edit'; edit: QuizEdit }
  /** A kept draft of the text fields comes back (the video is never in a draft). */
  | { type: 'draft.restore'; values: Omit<CourseFormValues, 'video'> }
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; outcome: UploadOutcome }
  | { type: 'upload.error'; error: unknown };

type Rows = FaqRow[] | HighlightRow[];
const blankRow = (list: RowList) => (list === 'faqs' ? emptyFaq() : emptyHighlight());

export const courseFormMachine = setup({
  types: {
    context: {} as CourseFormContext,
    events: {} as CourseFormEvent,
    input: {} as CourseFormInput,
  },
  actors: {
    upload: uploadLogic(() => Promise.reject(new Error('upload is provided by the binding'))),
  },
  actions: {
    courseSaved: (_, _params: { messageKey: string }) => {},
    changeText: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors: withoutError(
          withoutError(context.fieldErrors, event.field),
          event.field.replace(/^price_/, 'currency_'),
        ),
        dirty: true,
      };
    }),
    toggleTranslation: assign(({ context, event }) => {
      if (event.type !== 'translation.toggle') return {};
      return {
        values: {
          ...context.values,
          translations: { ...context.values.translations, [event.language]: event.on },
        },
        dirty: true,
      };
    }),
    addRow: assign(({ context, event }) => {
      if (event.type !== 'row.add') return {};
      const rows = [...context.values[event.list], blankRow(event.list)] as Rows;
      return {
        values: { ...context.values, [event.list]: rows },
        // A new row answers the list-level message (`faqs.required`); the rows keep theirs.
        fieldErrors: Object.fromEntries(
          Object.entries(context.fieldErrors).filter(([name]) => name !== event.list),
        ),
        dirty: true,
      };
    }),
    removeRow: assign(({ context, event }) => {
      if (event.type !== 'row.remove') return {};
      const kept = (context.values[event.list] as Rows).filter((_, index) => index !== event.index);
      // Always at least one row: removing the last leaves a blank one.
      const rows = (kept.length > 0 ? kept : [blankRow(event.list)]) as Rows;
      return {
        values: { ...context.values, [event.list]: rows },
        fieldErrors: shiftRowErrors(context.fieldErrors, event.list, event.index),
        dirty: true,
      };
    }),
    changeRow: assign(({ context, event }) => {
      if (event.type !== 'row.change') return {};
      const rows = (context.values[event.list] as Rows).map((row, index) =>
        index === event.index ? { ...row, [event.field]: event.value } : row,
      ) as Rows;
      const rest = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(
          ([name]) => name !== `${event.list}.${event.index}.${event.field}` && name !== event.list,
        ),
      );
      return { values: { ...context.values, [event.list]: rows }, fieldErrors: rest, dirty: true };
    }),
    changeDetail: assign(({ context, event }) => {
      if (event.type !== 'detail.toggle' && event.type !== 'detail.time') return {};
      const details = context.values.details.map((detail) => {
        if (detail.id !== event.id) return detail;
        return event.type === 'detail.toggle'
          ? { ...detail, selected: event.selected }
          : { ...detail, time: event.time };
      });
      return {
        values: { ...context.values, details },
        fieldErrors: withoutError(context.fieldErrors, 'details_by_instructor'),
        dirty: true,
      };
    }),
    editQuiz: assign(({ context, event }) => {
      if (event.type !== 'quiz.edit') return {};
      const next = applyQuizEdit(
        { questions: context.values.questions, practice: context.values.practice },
        context.fieldErrors,
        event.edit,
      );
      return {
        values: { ...context.values, questions: next.questions, practice: next.practice },
        fieldErrors: next.errors,
        quizNotice: next.notice,
        dirty: true,
      };
    }),
    chooseVideo: assign(({ context, event }) => {
      if (event.type !== 'video.choose') return {};
      return {
        values: { ...context.values, video: event.file },
        fieldErrors: withoutError(context.fieldErrors, 'video'),
        dirty: true,
      };
    }),
    refuseVideo: assign(({ context, event }) => {
      if (event.type !== 'video.choose') return {};
      // The refused file is not taken; the one chosen before (if any) stays.
      return { fieldErrors: { ...context.fieldErrors, video: videoProblem(event.file) ?? '' } };
    }),
    restoreDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.restore') return {};
      return { values: { ...event.values, video: context.values.video }, dirty: true };
    }),
    showClientErrors: assign(({ context }) => ({
      fieldErrors: validateCourseForm(context.values, context.mode),
      messageKey: null,
    })),
  },
  guards: {
    breaksClientRules: ({ context }) =>
      Object.keys(validateCourseForm(context.values, context.mode)).length > 0,
    acceptableVideo: ({ event }) => event.type === 'video.choose' && !videoProblem(event.file),
  },
}).createMachine({
  id: 'courseForm',
  context: ({ input }) => ({
    mode: input.mode,
    initialValues: input.initialValues,
    values: input.initialValues,
    fieldErrors: {},
    messageKey: null,
    progress: null,
    dirty: false,
    quizNotice: null,
    fallbackFailureKey: input.fallbackFailureKey ?? 'auth.something_went_wrong',
  }),
  initial: 'ready',
  states: {
    /** The form takes input; its substate is the last outcome on show. */
    ready: {
      initial: 'editing',
      on: {
        'field.change': { actions: 'changeText' },
        'translation.toggle': { actions: 'toggleTranslation' },
        'row.add': { actions: 'addRow' },
        'row.remove': { actions: 'removeRow' },
        'row.change': { actions: 'changeRow' },
        'detail.toggle': { actions: 'changeDetail' },
        'detail.time': { actions: 'changeDetail' },
        'quiz.edit': { actions: 'editQuiz' },
        'video.choose': [
          { guard: 'acceptableVideo', actions: 'chooseVideo' },
          { actions: 'refuseVideo' },
        ],
        'draft.restore': { actions: 'restoreDraft' },
        submit: 'validating',
      },
      states: {
        editing: {},
        /** Client rules refused the values; nothing was sent. */
        invalid: {},
        /** The server refused fields (422); each shows its first message. */
        rejected: {},
        /** The call failed as a whole; everything typed is kept for another try. */
        failed: {},
        /** The instructor stopped the upload; everything is kept. */
        cancelled: {},
        /** Saved: the success message shows (add clears the form for the next course). */
        succeeded: {},
      },
    },
    validating: {
      always: [
        { guard: 'breaksClientRules', target: 'ready.invalid', actions: 'showClientErrors' },
        { target: 'uploading' },
      ],
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ fieldErrors: {}, messageKey: null, progress: 0 }),
      exit: assign({ progress: null }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ values: context.values }),
      },
      on: {
        'upload.progress': {
          actions: assign({
            progress: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))),
          }),
        },
        'upload.done': [
          {
            guard: ({ event }) => event.outcome.kind === 'success',
            target: 'ready.succeeded',
            actions: [
              {
                type: 'courseSaved',
                params: ({ event }) => ({
                  messageKey: event.outcome.kind === 'success' ? event.outcome.messageKey : '',
                }),
              },
              assign(({ context, event }) => ({
                messageKey: event.outcome.kind === 'success' ? event.outcome.messageKey : null,
                values: context.mode === 'add' ? context.initialValues : context.values,
                dirty: false,
              })),
            ],
          },
          {
            guard: ({ event }) => event.outcome.kind === 'fieldErrors',
            target: 'ready.rejected',
            actions: assign(({ event }) => ({
              fieldErrors: event.outcome.kind === 'fieldErrors' ? event.outcome.fieldErrors : {},
            })),
          },
          {
            target: 'ready.failed',
            actions: assign(({ context, event }) => ({
              messageKey:
                event.outcome.kind === 'failure'
                  ? event.outcome.messageKey
                  : context.fallbackFailureKey,
            })),
          },
        ],
        'upload.error': {
          target: 'ready.failed',
          actions: assign(({ context }) => ({ messageKey: context.fallbackFailureKey })),
        },
        // Leaving the state stops the actor, which aborts the request.
        cancel: { target: 'ready.cancelled' },
      },
    },
  },
});
