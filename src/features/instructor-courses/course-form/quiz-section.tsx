import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import type { CourseFieldErrors } from '@/machines/course-form/course-form-values';
import {
  QUIZ_LIMITS,
  type PracticeValue,
  type QuizEdit,
  type QuizQuestionValue,
  type TypeChangeNotice,
} from '@/machines/course-form/quiz-values';
import { CourseField, CourseFormGroup } from './course-field';
import { AddRow, RemoveRow, RowTools } from './quiz-row-controls';

interface QuizSectionProps {
  id: string;
  questions: QuizQuestionValue[];
  practice: PracticeValue[];
  fieldErrors: CourseFieldErrors;
  notice: { key: string; notice: TypeChangeNotice } | null;
  /** A stored quiz keeps one question at least (the form cannot send an empty list). */
  keepOneQuestion: boolean;
  onEdit: (edit: QuizEdit) => void;
}

/**
 * Move up / down buttons (keyboard) and a drag handle (pointer) for one row of a list. Dropping
 * a row on another puts it in that one's place.
 */
function useReorder(onMove: (index: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      setDragged(index);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent) => {
      if (dragged !== null) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null && dragged !== index) onMove(dragged, index);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });
}

/**
 * The course's quiz (decision 27): up to 30 questions, single or multiple choice,
 * 2–8 options with the correct ones marked, and up to 10 practice assignments. Rows are added,
 * removed and reordered with buttons or by dragging; focus follows the row that moved, the new
 * row, or the one that took a removed row's place.
 */
export function QuizSection({
  id,
  questions,
  practice,
  fieldErrors,
  notice,
  keepOneQuestion,
  onEdit,
}: QuizSectionProps) {
  const { t } = useTranslation('course-form');
  // An id to focus after the next render; `new-…` names the row an add has just made.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const newOption = /^new-option:(\d+)$/.exec(target);
    const resolved =
      target === 'new-question'
        ? `${id}-${questions.at(-1)?.key ?? ''}-text`
        : target === 'new-practice'
          ? `${id}-${practice.at(-1)?.key ?? ''}-text`
          : newOption
            ? `${id}-${questions[Number(newOption[1])]?.options.at(-1)?.key ?? ''}-text`
            : target;
    document.getElementById(resolved)?.focus();
  });
  const questionDrag = useReorder((index, to) => onEdit({ kind: 'question.move', index, to }));
  const practiceDrag = useReorder((index, to) => onEdit({ kind: 'practice.move', index, to }));
  const textId = (key: string) => `${id}-${key}-text`;
  const focusNext = (target: string) => {
    pendingFocus.current = target;
  };
  const focusAfter = (list: { key: string }[], index: number, fallback: string) => {
    const next = list[index + 1] ?? list[index - 1];
    pendingFocus.current = next ? textId(next.key) : fallback;
  };

  return (
    <CourseFormGroup
      id={id}
      className="course-form__quiz"
      label={t('quiz.legend')}
      hint={t('quiz.hint', { count: QUIZ_LIMITS.questions })}
      messagesFirst
      errorKey={fieldErrors.questions}
    >
      {() => (
        <>
          <ol className="course-form__rows">
            {questions.map((question, index) => {
              const field = `questions.${index}`;
              const number = index + 1;
              const single = question.type === 'radio';
              const correctName = `${id}-${question.key}-correct`;
              return (
                <li
                  key={question.key}
                  className="course-form__row course-form__question"
                  {...questionDrag(index)}
                >
                  <RowTools
                    rowId={`${id}-${question.key}`}
                    index={index}
                    count={questions.length}
                    upLabel={t('quiz.moveUp', { number })}
                    downLabel={t('quiz.moveDown', { number })}
                    onMove={(to) => onEdit({ kind: 'question.move', index, to })}
                    focusNext={focusNext}
                  />
                  <CourseField
                    id={textId(question.key)}
                    label={t('quiz.question', { number })}
                    value={question.question_text}
                    required
                    multiline
                    errorKey={fieldErrors[`${field}.question_text`]}
                    onValueChange={(value) => onEdit({ kind: 'question.text', index, value })}
                  />
                  <fieldset className="course-form__choice">
                    <legend>{t('quiz.type', { number })}</legend>
                    {(['radio', 'checkbox'] as const).map((type) => (
                      <label key={type} className="course-form__toggle">
                        <input
                          type="radio"
                          name={`${id}-${question.key}-type`}
                          checked={question.type === type}
                          onChange={() => onEdit({ kind: 'question.type', index, type })}
                        />
                        {t(`quiz.types.${type}`)}
                      </label>
                    ))}
                  </fieldset>
                  {notice?.key === question.key ? (
                    <p role="status" className="course-form__notice">
                      {t(`quiz.notice.${notice.notice}`)}
                    </p>
                  ) : null}
                  <Field
                    id={`${id}-${question.key}-options`}
                    labelAs="legend"
                    className="course-form__options"
                    label={t('quiz.options', { number })}
                    hint={single ? t('quiz.markOne') : t('quiz.markSome')}
                    errorKey={fieldErrors[`${field}.options`]}
                  >
                    {() => (
                      <>
                        <ol className="course-form__rows">
                          {question.options.map((option, o) => (
                            <li key={option.key} className="course-form__option">
                              <label className="course-form__toggle">
                                <input
                                  type={single ? 'radio' : 'checkbox'}
                                  name={correctName}
                                  checked={option.is_correct}
                                  onChange={(event) =>
                                    onEdit({
                                      kind: 'option.correct',
                                      index,
                                      option: o,
                                      correct: event.target.checked,
                                    })
                                  }
                                />
                                {t('quiz.correct', { number: o + 1, question: number })}
                              </label>
                              <CourseField
                                id={`${id}-${option.key}-text`}
                                label={t('quiz.option', { number: o + 1, question: number })}
                                value={option.option_text}
                                required
                                errorKey={fieldErrors[`${field}.options.${o}.option_text`]}
                                onValueChange={(value) =>
                                  onEdit({ kind: 'option.text', index, option: o, value })
                                }
                              />
                              {question.options.length > QUIZ_LIMITS.optionsMin ? (
                                <RemoveRow
                                  label={t('quiz.removeOption', {
                                    number: o + 1,
                                    question: number,
                                  })}
                                  onRemove={() => {
                                    const next = question.options[o + 1] ?? question.options[o - 1];
                                    pendingFocus.current = next ? `${id}-${next.key}-text` : null;
                                    onEdit({ kind: 'option.remove', index, option: o });
                                  }}
                                />
                              ) : null}
                            </li>
                          ))}
                        </ol>
                        {question.options.length < QUIZ_LIMITS.optionsMax ? (
                          <button
                            type="button"
                            className="button button--ghost course-form__add"
                            onClick={() => {
                              pendingFocus.current = `new-option:${index}`;
                              onEdit({ kind: 'option.add', index });
                            }}
                          >
                            {t('quiz.addOption', { question: number })}
                          </button>
                        ) : null}
                      </>
                    )}
                  </Field>
                  {keepOneQuestion && questions.length === 1 ? (
                    <p className="course-form__notice">{t('quiz.keepOne')}</p>
                  ) : (
                    <RemoveRow
                      label={t('quiz.removeQuestion', { number })}
                      onRemove={() => {
                        focusAfter(questions, index, `${id}-add-question`);
                        onEdit({ kind: 'question.remove', index });
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ol>
          <AddRow
            id={`${id}-add-question`}
            canAdd={questions.length < QUIZ_LIMITS.questions}
            addLabel={t('quiz.addQuestion')}
            limitText={t('quiz.questionLimit', { count: QUIZ_LIMITS.questions })}
            onAdd={() => {
              focusNext('new-question');
              onEdit({ kind: 'question.add' });
            }}
          />
          <CourseFormGroup
            id={`${id}-practice`}
            label={t('quiz.practiceLegend')}
            hint={t('quiz.practiceHint', { count: QUIZ_LIMITS.assignments })}
            messagesFirst
            errorKey={fieldErrors.practice_assignments}
          >
            {() => (
              <>
                <ol className="course-form__rows">
                  {practice.map((assignment, index) => {
                    const number = index + 1;
                    const field = `practice_assignments.${index}`;
                    return (
                      <li
                        key={assignment.key}
                        className="course-form__row"
                        {...practiceDrag(index)}
                      >
                        <RowTools
                          rowId={`${id}-${assignment.key}`}
                          index={index}
                          count={practice.length}
                          upLabel={t('quiz.moveAssignmentUp', { number })}
                          downLabel={t('quiz.moveAssignmentDown', { number })}
                          onMove={(to) => onEdit({ kind: 'practice.move', index, to })}
                          focusNext={focusNext}
                        />
                        <CourseField
                          id={textId(assignment.key)}
                          label={t('quiz.assignment', { number })}
                          value={assignment.assignment_text}
                          required
                          multiline
                          errorKey={fieldErrors[`${field}.assignment_text`]}
                          onValueChange={(value) =>
                            onEdit({
                              kind: 'practice.change',
                              index,
                              field: 'assignment_text',
                              value,
                            })
                          }
                        />
                        <CourseField
                          id={`${id}-${assignment.key}-answer`}
                          label={t('quiz.answer', { number })}
                          value={assignment.correct_answer}
                          required
                          errorKey={fieldErrors[`${field}.correct_answer`]}
                          onValueChange={(value) =>
                            onEdit({
                              kind: 'practice.change',
                              index,
                              field: 'correct_answer',
                              value,
                            })
                          }
                        />
                        <RemoveRow
                          label={t('quiz.removeAssignment', { number })}
                          onRemove={() => {
                            focusAfter(practice, index, `${id}-add-practice`);
                            onEdit({ kind: 'practice.remove', index });
                          }}
                        />
                      </li>
                    );
                  })}
                </ol>
                <AddRow
                  id={`${id}-add-practice`}
                  canAdd={practice.length < QUIZ_LIMITS.assignments}
                  addLabel={t('quiz.addAssignment')}
                  limitText={t('quiz.practiceLimit', { count: QUIZ_LIMITS.assignments })}
                  onAdd={() => {
                    focusNext('new-practice');
                    onEdit({ kind: 'practice.add' });
                  }}
                />
              </>
            )}
          </CourseFormGroup>
        </>
      )}
    </CourseFormGroup>
  );
}
