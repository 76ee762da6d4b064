// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { courseFormMachine } from './course-form.machine';
import { emptyCourseValues } from './course-form-values';
import {
  applyQuizEdit,
  emptyQuestion,
  QUIZ_LIMITS,
  remapErrors,
  validateQuiz,
  type QuizEdit,
  type QuizQuestionValue,
  type QuizState,
} from './quiz-values';

const V = 'auth.add_course.validation';

const question = (
  text: string,
  type: 'radio' | 'checkbox',
  options: [string, boolean][],
): QuizQuestionValue => ({
  ...emptyQuestion(),
  key: text,
  question_text: text,
  type,
  options: options.map(([option_text, is_correct], o) => ({
    key: `${text}-${o}`,
    option_text,
    is_correct,
  })),
});

const quiz = (): QuizState => ({
  questions: [
    question('One', 'radio', [
      ['a', true],
      ['b', false],
    ]),
    question('Two', 'checkbox', [
      ['c', true],
      ['d', true],
      ['e', false],
    ]),
    question('Three', 'radio', [
      ['f', false],
      ['g', true],
    ]),
  ],
  practice: [
    { key: 'p1', assignment_text: 'Say done', correct_answer: 'done' },
    { key: 'p2', assignment_text: 'Say yes', correct_answer: 'yes' },
  ],
});

const edit = (state: QuizState, change: QuizEdit, errors = {}) =>
  applyQuizEdit(state, errors, change);

describe('the quiz rules', () => {
  it('accepts a complete quiz and no quiz at all', () => {
    expect(validateQuiz(quiz())).toEqual({});
    expect(validateQuiz({ questions: [], practice: [] })).toEqual({});
  });

  it('names each problem at its field with the server’s keys', () => {
    const state = quiz();
    state.questions[0]!.options[1]!.is_correct = true;
    state.questions[1]!.options.forEach((option) => (option.is_correct = false));
    state.questions[2]!.question_text = ' ';
    state.questions[2]!.options[0]!.option_text = '';
    state.practice[1]!.correct_answer = '';
    expect(validateQuiz(state)).toEqual({
      'questions.0.options': `${V}.questions.options.one_correct`,
      'questions.1.options': `${V}.questions.options.some_correct`,
      'questions.2.question_text': `${V}.questions.question_text.required`,
      'questions.2.options.0.option_text': `${V}.questions.options.option_text.required`,
      'practice_assignments.1.correct_answer': `${V}.practice_assignments.correct_answer.required`,
    });
  });

  it('is part of the course form’s client rules', () => {
    const values = { ...emptyCourseValues([]), ...quiz() };
    values.questions[0]!.question_text = '';
    const actor = createActor(courseFormMachine, {
      input: { mode: 'change', initialValues: values },
    }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors['questions.0.question_text']).toBe(
      `${V}.questions.question_text.required`,
    );
    // Typing the text clears its error; the draft-worthy values hold the quiz.
    actor.send({ type: 'quiz.edit', edit: { kind: 'question.text', index: 0, value: 'One' } });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('questions.0.question_text');
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.stop();
  });
});

describe('quiz edits', () => {
  it('adds questions up to 30, options up to 8 and assignments up to 10', () => {
    let state: QuizState = { questions: [], practice: [] };
    for (let n = 0; n < QUIZ_LIMITS.questions + 2; n += 1)
      state = edit(state, { kind: 'question.add' });
    expect(state.questions).toHaveLength(30);
    expect(state.questions[0]!.options).toHaveLength(2);
    for (let n = 0; n < 10; n += 1) state = edit(state, { kind: 'option.add', index: 0 });
    expect(state.questions[0]!.options).toHaveLength(8);
    for (let n = 0; n < 12; n += 1) state = edit(state, { kind: 'practice.add' });
    expect(state.practice).toHaveLength(10);
  });

  it('keeps two options at least', () => {
    const state = edit(
      { questions: [emptyQuestion()], practice: [] },
      { kind: 'option.remove', index: 0, option: 0 },
    );
    expect(state.questions[0]!.options).toHaveLength(2);
  });

  it('marks one option in a single-choice question and toggles in a multiple-choice one', () => {
    let state: QuizState = quiz();
    state = edit(state, { kind: 'option.correct', index: 0, option: 1, correct: true });
    expect(state.questions[0]!.options.map((o) => o.is_correct)).toEqual([false, true]);
    state = edit(state, { kind: 'option.correct', index: 1, option: 2, correct: true });
    state = edit(state, { kind: 'option.correct', index: 1, option: 0, correct: false });
    expect(state.questions[1]!.options.map((o) => o.is_correct)).toEqual([false, true, true]);
  });

  it('switching to single choice keeps the first mark and says so; to multiple keeps all', () => {
    const toSingle = edit(quiz(), { kind: 'question.type', index: 1, type: 'radio' });
    expect(toSingle.questions[1]!.options.map((o) => o.is_correct)).toEqual([true, false, false]);
    expect(toSingle.notice).toEqual({ key: quiz().questions[1]!.key, notice: 'keptFirstCorrect' });
    const toMultiple = edit(quiz(), { kind: 'question.type', index: 2, type: 'checkbox' });
    expect(toMultiple.questions[2]!.options.map((o) => o.is_correct)).toEqual([false, true]);
    expect(toMultiple.notice?.notice).toBe('marksKept');
  });

  it('keeps the marks a switch to single choice set aside, and a switch back brings them back', () => {
    const two = quiz().questions[1]!;
    const toSingle = edit(quiz(), { kind: 'question.type', index: 1, type: 'radio' });
    expect(toSingle.questions[1]!.setAsideMarks).toEqual([two.options[1]!.key]);
    const back = edit(toSingle, { kind: 'question.type', index: 1, type: 'checkbox' });
    expect(back.questions[1]!.options.map((o) => o.is_correct)).toEqual([true, true, false]);
    expect(back.notice).toEqual({ key: two.key, notice: 'marksRestored' });
    expect(back.questions[1]!.setAsideMarks).toBeUndefined();

    // A mark chosen meanwhile stays; a removed option's mark is gone with it.
    let state: QuizState = edit(quiz(), { kind: 'option.add', index: 1 });
    state = edit(state, { kind: 'option.correct', index: 1, option: 3, correct: true });
    state = edit(state, { kind: 'question.type', index: 1, type: 'radio' });
    state = edit(state, { kind: 'option.correct', index: 1, option: 2, correct: true });
    state = edit(state, { kind: 'option.remove', index: 1, option: 3 });
    const restored = edit(state, { kind: 'question.type', index: 1, type: 'checkbox' });
    expect(restored.questions[1]!.options.map((o) => o.is_correct)).toEqual([false, true, true]);
    expect(restored.notice?.notice).toBe('marksRestored');

    // Nothing set aside: the marks as they are, as before.
    const again = edit(back, { kind: 'question.type', index: 0, type: 'checkbox' });
    expect(again.notice?.notice).toBe('marksKept');
  });

  it('moves and removes rows with their errors', () => {
    const errors = {
      'questions.0.question_text': 'k0',
      'questions.2.options.1.option_text': 'k2',
      title_en: 'title',
    };
    const moved = edit(quiz(), { kind: 'question.move', index: 2, to: 0 }, errors);
    expect(moved.questions.map((q) => q.question_text)).toEqual(['Three', 'One', 'Two']);
    expect(moved.errors).toEqual({
      'questions.1.question_text': 'k0',
      'questions.0.options.1.option_text': 'k2',
      title_en: 'title',
    });
    const removed = edit(quiz(), { kind: 'question.remove', index: 0 }, errors);
    expect(removed.questions.map((q) => q.question_text)).toEqual(['Two', 'Three']);
    expect(removed.errors).toEqual({
      'questions.1.options.1.option_text': 'k2',
      title_en: 'title',
    });
    const practice = edit(quiz(), { kind: 'practice.move', index: 0, to: 1 });
    expect(practice.practice.map((p) => p.key)).toEqual(['p2', 'p1']);
    // Nowhere to move past either end.
    expect(edit(quiz(), { kind: 'question.move', index: 0, to: -1 }).questions).toEqual(
      quiz().questions,
    );
  });

  it('remaps nested option errors when an option goes', () => {
    expect(
      remapErrors(
        { 'questions.0.options.2.option_text': 'a', 'questions.0.options.0.option_text': 'b' },
        'questions.0.options',
        (index) => (index === 0 ? null : index - 1),
      ),
    ).toEqual({ 'questions.0.options.1.option_text': 'a' });
  });
});
