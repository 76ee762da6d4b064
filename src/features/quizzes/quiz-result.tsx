import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import { certificateCodeOf } from '@/lib/capabilities/discovery';
import { href } from '@/lib/routes';
import { CertificateDownload } from '@/entities/quizzes/certificate-download';

/** A submitted attempt: the score, pass or fail, the certificate, and each answer reviewed. */
export function QuizResultView({
  result,
  quiz,
  courseId,
  children,
}: {
  result: QuizResult;
  quiz: LearnerQuiz;
  courseId: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('quizzes');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const certificateCode = certificateCodeOf(result);
  // The result replaces the form: focus its heading so it is read first.
  useEffect(() => headingRef.current?.focus(), []);
  const optionText = (questionId: number, optionId: number) =>
    quiz.questions
      .find((question) => question.id === questionId)
      ?.options.find((option) => option.id === optionId)?.option_text ?? '';
  return (
    <section className="quiz__result" aria-labelledby="quiz-result">
      <h2 id="quiz-result" ref={headingRef} tabIndex={-1}>
        {t('result.score', { percent: result.total_percent })}
      </h2>
      <p
        className={`quiz__badge quiz__badge--${result.passed ? 'passed' : 'failed'}`}
        role="status"
      >
        {result.passed ? t('result.passed') : t('result.failed')}
      </p>
      <dl className="quiz__scores">
        <dt>{t('result.quiz')}</dt>
        <dd>
          {t('result.points', {
            score: result.quiz_score,
            total: result.quiz_total,
            percent: result.quiz_percent,
          })}
        </dd>
        {result.practice_total > 0 ? (
          <>
            <dt>{t('result.practice')}</dt>
            <dd>
              {t('result.points', {
                score: result.practice_score,
                total: result.practice_total,
                percent: result.practice_percent,
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {children}
      {result.passed ? (
        <CertificateDownload resultId={result.result_id} courseId={courseId} />
      ) : null}
      {result.passed && certificateCode ? (
        <p>
          {t('certificate.code', { code: certificateCode })}{' '}
          <Link to={href('certificate', { code: certificateCode })}>{t('certificate.check')}</Link>
        </p>
      ) : null}
      <h3>{t('result.review')}</h3>
      <ol className="quiz__review">
        {result.question_results.map((entry) => (
          <li key={entry.question_id} className="quiz__review-item">
            <p className="quiz__text">{entry.question_text}</p>
            <p className={entry.is_correct ? 'quiz__right' : 'quiz__wrong'}>
              {entry.is_correct ? t('result.right') : t('result.wrong')}
            </p>
            <ul>
              {entry.selected_option_ids.map((id) => (
                <li key={id}>
                  {t('result.yourAnswer', { text: optionText(entry.question_id, id) })}
                </li>
              ))}
              {/* Decision 27: the right answers only when the server sends them (with a pass). */}
              {(entry.correct_option_ids ?? []).map((id) => (
                <li key={`correct-${id}`}>
                  {t('result.correctAnswer', { text: optionText(entry.question_id, id) })}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {result.practice_results.map((entry) => (
          <li key={`p-${entry.assignment_id}`} className="quiz__review-item">
            <p className="quiz__text">{entry.assignment_text}</p>
            <p className={entry.is_correct ? 'quiz__right' : 'quiz__wrong'}>
              {entry.is_correct ? t('result.right') : t('result.wrong')}
            </p>
            <p className="quiz__text">{t('result.yourText', { text: entry.student_answer })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
