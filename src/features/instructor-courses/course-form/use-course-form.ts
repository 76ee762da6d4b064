import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { useFocusFirstInvalidOnRefusal } from '@/components/ui/focus-first-invalid';
import { instructorCourseQueries } from '@/entities/instructor-courses/instructor-course-queries';
import {
  courseFormMachine,
  uploadLogic,
  type CourseFormEvent,
} from '@/machines/course-form/course-form.machine';
import { courseFormView } from '@/machines/course-form/course-form.view';
import type { CourseFormValues } from '@/machines/course-form/course-form-values';
import { clearDraft, draftKey, draftOnCatalogue, readDraft, saveDraft } from './course-draft';
import { courseUploadCall } from './course-form-request';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

export interface CourseFormOptions {
  /** null: Add course; a number: Change course of that course. */
  courseId: number | null;
  initialValues: CourseFormValues;
}

/**
 * Binds a course form to the course-form machine: the upload call with progress and abort, the
 * cache refreshed after a save, focus on the first refused field, a draft of the text fields in
 * session storage, and a confirmation before leaving with unsaved changes or a running upload.
 */
export function useCourseForm({ courseId, initialValues }: CourseFormOptions) {
  const queryClient = useQueryClient();
  const formId = useId();
  const key = draftKey(courseId);
  const mode = courseId === null ? ('add' as const) : ('change' as const);
  // A draft left by a reload is offered back once, until restored, discarded or replaced.
  const [offeredDraft, setOfferedDraft] = useState(() => readDraft(key));
  const [machine] = useState(() =>
    courseFormMachine.provide({
      actors: {
        upload: uploadLogic(
          courseUploadCall(courseId === null ? { mode: 'add' } : { mode: 'change', id: courseId }),
        ),
      },
      actions: {
        courseSaved: () => {
          clearDraft(key);
          setOfferedDraft(null);
          void queryClient.invalidateQueries({ queryKey: instructorCourseQueries.all });
        },
      },
    }),
  );
  const [snapshot, send, actorRef] = useMachineBinding(machine, {
    input: { mode, initialValues },
  });
  const { values, dirty, fieldErrors, messageKey, progress } = snapshot.context;
  const { screen } = courseFormView(snapshot);
  const uploading = screen === 'uploading';

  // Every change is kept for a reload; the video cannot be, and is not.
  useEffect(() => {
    if (dirty) saveDraft(key, values);
  }, [dirty, key, values]);

  const refused = screen === 'refused';
  const noteSubmitAttempt = useFocusFirstInvalidOnRefusal(formId, refused);

  // Leaving inside the app asks first; the decision reads the machine at that moment, so a save
  // that has just succeeded (no longer dirty) leaves without a question.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const current = actorRef.getSnapshot();
    return (
      (current.context.dirty || courseFormView(current).screen === 'uploading') &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search)
    );
  });
  const guarded = dirty || uploading;
  useEffect(() => {
    if (!guarded) return;
    // Closing or reloading the tab: the browser asks with its own words.
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guarded]);

  const confirmLeave = useCallback(() => {
    clearDraft(key);
    blocker.proceed?.();
  }, [blocker, key]);

  return {
    formId,
    mode,
    snapshot,
    values,
    fieldErrors,
    messageKey,
    progress,
    uploading,
    busy: snapshot.hasTag('busy'),
    succeeded: screen === 'succeeded',
    failed: screen === 'failed',
    cancelled: screen === 'cancelled',
    send: (event: CourseFormEvent) => send(event),
    /** The draft a reload left, offered until restored, discarded, replaced or sent. */
    draft: offeredDraft && !dirty ? offeredDraft : null,
    restoreDraft: () => {
      if (!offeredDraft) return;
      send({
        type: 'draft.restore',
        values: draftOnCatalogue(offeredDraft.values, values.details),
      });
      setOfferedDraft(null);
    },
    discardDraft: () => {
      clearDraft(key);
      setOfferedDraft(null);
    },
    leave: {
      asking: blocker.state === 'blocked',
      stay: () => blocker.reset?.(),
      leave: confirmLeave,
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      noteSubmitAttempt();
      send({ type: 'submit' });
    },
  };
}

export type CourseFormBinding = ReturnType<typeof useCourseForm>;
