// How an attempt is scored (decision 27; documented in docs/mock-backend.md, "Quizzes"):
// one point a question, a multiple-choice question only when exactly its correct options were
// chosen (all-or-nothing); one point a practice assignment whose answer equals the expected one
// ignoring case and whitespace; a pass at 70 % of the total points.
import type { PracticeAssignmentRecord, QuizQuestionRecord } from '../db/types';

export const PASS_PERCENT = 70;
export const COOLDOWN_MS = 24 * 60 * 60 * 1000;

export interface Attempt {
  answers: Map<number, number[]>;
  practice: Map<number, string>;
}

/** Case and whitespace do not count: "Aria Label " matches "arialabel". */
export const sameAnswer = (given: string, expected: string): boolean =>
  given.replace(/\s+/g, '').toLowerCase() === expected.replace(/\s+/g, '').toLowerCase();

const percent = (score: number, total: number) =>
  total === 0 ? 0 : Math.round((score * 100) / total);

export function scoreAttempt(
  questions: QuizQuestionRecord[],
  assignments: PracticeAssignmentRecord[],
  attempt: Attempt,
) {
  const questionResults = questions.map((question) => {
    const selected = [...new Set(attempt.answers.get(question.id) ?? [])].sort((a, b) => a - b);
    const correct = question.options.filter((o) => o.is_correct).map((o) => o.id);
    const isCorrect =
      selected.length === correct.length && correct.every((id) => selected.includes(id));
    return { question, selected, correct, isCorrect };
  });
  const practiceResults = assignments.map((assignment) => {
    const answer = attempt.practice.get(assignment.id) ?? '';
    return { assignment, answer, isCorrect: sameAnswer(answer, assignment.correct_answer) };
  });
  const quizScore = questionResults.filter((entry) => entry.isCorrect).length;
  const practiceScore = practiceResults.filter((entry) => entry.isCorrect).length;
  const score = quizScore + practiceScore;
  const total = questions.length + assignments.length;
  return {
    // Compared in whole points, so 7 of 10 passes and 69.9 % never rounds up to a pass.
    passed: total > 0 && score * 100 >= PASS_PERCENT * total,
    total_percent: percent(score, total),
    quiz_score: quizScore,
    quiz_total: questions.length,
    quiz_percent: percent(quizScore, questions.length),
    practice_score: practiceScore,
    practice_total: assignments.length,
    practice_percent: percent(practiceScore, assignments.length),
    questionResults,
    practiceResults,
  };
}
