// The course form's quiz on the server side (decision 27): its field rules with
// Laravel's dotted names, and how a valid body becomes the stored quiz.
import type { FormNode, FormTree } from '../lib/laravel-form';
import type { Db } from '../db/db';
import type { CourseRecord, QuizQuestionType } from '../db/types';
import { isUploadedFile } from '../lib/files';
import { isBlank, type Errors } from '../lib/rules';

export const QUIZ_LIMITS = { questions: 30, optionsMin: 2, optionsMax: 8, assignments: 10 };
const V = 'validation';

const rowsOf = (value: FormNode | undefined): FormTree[] =>
  Array.isArray(value)
    ? value.map((row) =>
        typeof row === 'object' && row !== null && !Array.isArray(row) && !isUploadedFile(row)
          ? (row as FormTree)
          : {},
      )
    : [];

const isCorrect = (value: FormNode | undefined) => value === '1' || value === 'true';

/**
 * Adds the quiz's field errors. An absent `questions` leaves the quiz as it is (a course may have
 * none, and older forms never send it); sent, it has 1–30 questions.
 */
export function checkQuiz(errors: Errors, body: FormTree): void {
  if (body.questions !== undefined) {
    const questions = rowsOf(body.questions);
    if (questions.length > QUIZ_LIMITS.questions) errors.add('questions', `${V}.questions.max`);
    questions.forEach((question, q) => {
      const field = `questions.${q}`;
      if (isBlank(question.question_text) || typeof question.question_text !== 'string')
        errors.add(`${field}.question_text`, `${V}.questions.question_text.required`);
      const type = question.type;
      if (type !== 'radio' && type !== 'checkbox')
        errors.add(`${field}.type`, `${V}.questions.type.in`);
      const options = rowsOf(question.options);
      if (options.length < QUIZ_LIMITS.optionsMin)
        errors.add(`${field}.options`, `${V}.questions.options.min`);
      else if (options.length > QUIZ_LIMITS.optionsMax)
        errors.add(`${field}.options`, `${V}.questions.options.max`);
      options.forEach((option, o) => {
        if (isBlank(option.option_text) || typeof option.option_text !== 'string')
          errors.add(
            `${field}.options.${o}.option_text`,
            `${V}.questions.options.option_text.required`,
          );
      });
      const correct = options.filter((option) => isCorrect(option.is_correct)).length;
      if (options.length >= QUIZ_LIMITS.optionsMin) {
        if (type === 'radio' && correct !== 1)
          errors.add(`${field}.options`, `${V}.questions.options.one_correct`);
        if (type === 'checkbox' && correct < 1)
          errors.add(`${field}.options`, `${V}.questions.options.some_correct`);
      }
    });
  }
  if (body.practice_assignments !== undefined) {
    const assignments = rowsOf(body.practice_assignments);
    if (assignments.length > QUIZ_LIMITS.assignments)
      errors.add('practice_assignments', `${V}.practice_assignments.max`);
    assignments.forEach((assignment, p) => {
      const field = `practice_assignments.${p}`;
      if (isBlank(assignment.assignment_text) || typeof assignment.assignment_text !== 'string')
        errors.add(
          `${field}.assignment_text`,
          `${V}.practice_assignments.assignment_text.required`,
        );
      if (isBlank(assignment.correct_answer) || typeof assignment.correct_answer !== 'string')
        errors.add(`${field}.correct_answer`, `${V}.practice_assignments.correct_answer.required`);
    });
  }
}

const trimmed = (value: FormNode | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Stores a checked body's quiz on the course; new ids each time (answers refer to the newest). */
export function applyQuiz(db: Db, course: CourseRecord, body: FormTree): void {
  if (body.questions !== undefined) {
    course.questions = rowsOf(body.questions).map((question) => ({
      id: db.nextId('quizQuestions'),
      question_text: trimmed(question.question_text),
      type: question.type as QuizQuestionType,
      options: rowsOf(question.options).map((option) => ({
        id: db.nextId('quizOptions'),
        option_text: trimmed(option.option_text),
        is_correct: isCorrect(option.is_correct),
      })),
    }));
  }
  if (body.practice_assignments !== undefined) {
    course.practice_assignments = rowsOf(body.practice_assignments).map((assignment) => ({
      id: db.nextId('practiceAssignments'),
      assignment_text: trimmed(assignment.assignment_text),
      correct_answer: trimmed(assignment.correct_answer),
    }));
  }
}

/** The quiz as the change form reads it back (with the correct marks). */
export function presentAuthoredQuiz(course: CourseRecord) {
  return {
    questions: (course.questions ?? []).map((question) => ({
      question_text: question.question_text,
      type: question.type,
      options: question.options.map(({ option_text, is_correct }) => ({ option_text, is_correct })),
    })),
    practice_assignments: (course.practice_assignments ?? []).map(
      ({ assignment_text, correct_answer }) => ({ assignment_text, correct_answer }),
    ),
  };
}
