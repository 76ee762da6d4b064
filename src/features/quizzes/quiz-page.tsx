import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useLanguage } from '@/components/ui/use-language';
import { useCurrentUser } from '@/entities/session/session-context';
import type { LearnerQuiz, QuizResult } from '@/generated/model';
import { certificateCodeOf } from '@/lib/capabilities/discovery';
import { formatMoment } from '@/lib/format/dates';
import { href, parseIdParam } from '@/lib/routes';
import { CertificateDownload } from '@/entities/quizzes/certificate-download';
import { useQuizMachine } from './use-quiz-machine';
import './quizzes.css';

/** `/learner/quiz/:courseId`: a bought course's quiz (part 3 §3.2). */
export function QuizPage() {
  const { t } = useTranslation('quizzes');
  const courseId = parseIdParam(useParams().courseId);
  const user = useCurrentUser();
  return (
    <PageFrame title={t('title')}>
      {courseId === null || !user ? (
        <p>{t('notFound')}</p>
      ) : (
        // A new course (or user) starts a new attempt: the machine is per course.
        <QuizFlow key={`${user.id}-${courseId}`} courseId={courseId} userId={user.id} />
      )}
    </PageFrame>
  );
}

/** Ticks once a second while `active`: the device's clock, for countdowns. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Calls `check` when the page comes back into view (the cooldown may have been ended meanwhile,
 * or run out while the device slept) and when the device's clock passes `end`: the machine's own
 * timer does not run while a device sleeps, and a hidden tab's timers are slowed. So the page
 * notices the end of its cooldown without a press of "Check again".
 */
function useCheckWhenDue(end: number | null, check: () => void): void {
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  });
  useEffect(() => {
    const timer =
      end === null
        ? undefined
        : window.setInterval(() => {
            if (Date.now() >= end) latestCheck.current();
          }, 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') latestCheck.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [end]);
}

/** "5 h 03 min 09 s" until `end` (device milliseconds, already corrected to the server's clock). */
function Countdown({ end }: { end: number }) {
  const { t } = useTranslation('quizzes');
  const now = useNow(true);
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="quiz__countdown">
      {t('cooldown.left', {
        hours: Math.floor(left / 3600),
        minutes: pad(Math.floor((left % 3600) / 60)),
        seconds: pad(left % 60),
      })}
    </p>
  );
}

/** The cooldown's section, which asks the server again when the cooldown is due. */
function CooldownState({
  end,
  check,
  children,
}: {
  end: number | null;
  check: () => void;
  children: ReactNode;
}) {
  useCheckWhenDue(end, check);
  return (
    <section className="quiz__state" aria-labelledby="quiz-state">
      {children}
    </section>
  );
}

function QuizFlow({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation('quizzes');
  const language = useLanguage();
  const [snapshot, send] = useQuizMachine(courseId, userId);
  const { context } = snapshot;
  const backToCourse = (
    <Link className="button button--ghost" to={href('singleCourse', { id: courseId })}>
      {t('backToCourse')}
    </Link>
  );
  const nextAttempt = context.nextAttemptAt ? (
    <>
      <p>
        {t('cooldown.opensAt', {
          when: formatMoment(new Date(context.nextAttemptAt), language),
        })}
      </p>
      <Countdown end={context.nextAttemptAt} />
    </>
  ) : null;

  if (snapshot.matches('loading'))
    return (
      <p className="quiz__loading">
        <Spinner label={t('loading')} /> {t('loading')}
      </p>
    );
  if (snapshot.matches('notPurchased'))
    return (
      <section className="quiz__state" aria-labelledby="quiz-state">
        <h2 id="quiz-state">{t('notPurchased.title')}</h2>
        <p>{t('server:quiz.not_purchased')}</p>
        {backToCourse}
      </section>
    );
  if (snapshot.matches('loadFailed'))
    return (
      <section className="quiz__state">
        <FormAlert tone="error" messageKey={context.errorKey ?? 'quizzes:load.failed'} />
        <button
          type="button"
          className="button button--primary"
          onClick={() => send({ type: 'retry' })}
        >
          {t('tryAgain')}
        </button>
      </section>
    );
  if (snapshot.matches('cooldown'))
    return (
      <CooldownState end={context.nextAttemptAt} check={() => send({ type: 'retry' })}>
        <h2 id="quiz-state">{t('cooldown.title')}</h2>
        <p>{t('server:quiz.cooldown')}</p>
        {nextAttempt}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => send({ type: 'retry' })}
        >
          {t('cooldown.checkAgain')}
        </button>
        {backToCourse}
      </CooldownState>
    );
  if (snapshot.matches('alreadyPassed'))
    return (
      <section className="quiz__state" aria-labelledby="quiz-state">
        <h2 id="quiz-state">{t('alreadyPassed.title')}</h2>
        <p>{t('alreadyPassed.text')}</p>
        {context.passedResultId ? (
          <CertificateDownload resultId={context.passedResultId} courseId={courseId} />
        ) : null}
        {backToCourse}
      </section>
    );
  if (snapshot.matches('empty'))
    return (
      <section className="quiz__state">
        <p>{t('empty')}</p>
        {backToCourse}
      </section>
    );
  if ((snapshot.matches('passed') || snapshot.matches('failed')) && context.result && context.quiz)
    return (
      <QuizResultView result={context.result} quiz={context.quiz} courseId={courseId}>
        {snapshot.matches('failed') ? (
          <>
            {nextAttempt}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'retry' })}
            >
              {t('cooldown.checkAgain')}
            </button>
          </>
        ) : null}
        {backToCourse}
      </QuizResultView>
    );
  if (!context.quiz) return null;
  return (
    <QuizForm
      quiz={context.quiz}
      answers={context.answers}
      practice={context.practice}
      busy={snapshot.hasTag('busy')}
      incomplete={snapshot.matches({ answering: 'incomplete' })}
      unanswered={context.unanswered}
      errorKey={snapshot.matches({ answering: 'rejected' }) ? context.errorKey : null}
      send={send}
      backToCourse={backToCourse}
    />
  );
}

type QuizSend = ReturnType<typeof useQuizMachine>[1];

interface QuizFormProps {
  quiz: LearnerQuiz;
  answers: Record<string, number[]>;
  practice: Record<string, string>;
  busy: boolean;
  incomplete: boolean;
  unanswered: string[];
  errorKey: string | null;
  send: QuizSend;
  backToCourse: ReactNode;
}

function QuizForm({
  quiz,
  answers,
  practice,
  busy,
  incomplete,
  unanswered,
  errorKey,
  send,
  backToCourse,
}: QuizFormProps) {
  const { t } = useTranslation('quizzes');
  const formRef = useRef<HTMLFormElement>(null);
  // Where focus goes when the dialog closes: the question the learner picked, else the first gap.
  const focusTarget = useRef<string | null>(null);
  const itemId = (id: string) => `quiz-item-${id.replace(':', '-')}`;
  const labelOf = (id: string) => {
    const [kind, raw] = id.split(':');
    if (kind === 'q') {
      const index = quiz.questions.findIndex((question) => String(question.id) === raw);
      return t('incomplete.question', {
        number: index + 1,
        text: quiz.questions[index]?.question_text ?? '',
      });
    }
    const index = quiz.practice_assignments.findIndex((entry) => String(entry.id) === raw);
    return t('incomplete.assignment', {
      number: index + 1,
      text: quiz.practice_assignments[index]?.assignment_text ?? '',
    });
  };
  const focusItem = (id: string) => {
    const control = formRef.current?.querySelector<HTMLElement>(
      `#${itemId(id)} input, #${itemId(id)} textarea`,
    );
    control?.focus();
  };

  return (
    <form
      ref={formRef}
      className="quiz"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <p>
        {t(quiz.practice_assignments.length > 0 ? 'intro' : 'introNoPractice', {
          questions: t('questionCount', { count: quiz.questions.length }),
          assignments: t('assignmentCount', { count: quiz.practice_assignments.length }),
        })}{' '}
        {t('rules')}
      </p>
      {quiz.questions.map((question, index) => {
        const chosen = answers[question.id] ?? [];
        const flagged = unanswered.includes(`q:${question.id}`);
        return (
          <fieldset
            key={question.id}
            id={itemId(`q:${question.id}`)}
            className={`quiz__question${flagged ? ' quiz__question--flagged' : ''}`}
            aria-describedby={flagged ? `${itemId(`q:${question.id}`)}-error` : undefined}
          >
            <legend className="quiz__legend">
              <span className="quiz__number">{t('questionNumber', { number: index + 1 })}</span>{' '}
              <span className="quiz__text">{question.question_text}</span>
            </legend>
            <p className="quiz__hint">
              {question.type === 'radio' ? t('hint.single') : t('hint.multiple')}
            </p>
            {question.options.map((option) => {
              const id = `quiz-option-${question.id}-${option.id}`;
              return (
                <div key={option.id} className="quiz__option">
                  <input
                    id={id}
                    type={question.type === 'radio' ? 'radio' : 'checkbox'}
                    name={`q_${question.id}`}
                    checked={chosen.includes(option.id)}
                    disabled={busy}
                    onChange={() =>
                      send({
                        type: question.type === 'radio' ? 'answer.choose' : 'answer.toggle',
                        questionId: question.id,
                        optionId: option.id,
                      })
                    }
                  />
                  <label htmlFor={id}>{option.option_text}</label>
                </div>
              );
            })}
            {flagged ? (
              <p id={`${itemId(`q:${question.id}`)}-error`} className="field__error">
                {t('unansweredQuestion')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {quiz.practice_assignments.length > 0 ? (
        <section className="quiz__practice" aria-labelledby="quiz-practice">
          <h2 id="quiz-practice">{t('practice.title')}</h2>
          {quiz.practice_assignments.map((assignment, index) => {
            const id = itemId(`p:${assignment.id}`);
            const flagged = unanswered.includes(`p:${assignment.id}`);
            return (
              <div
                key={assignment.id}
                id={id}
                className={`quiz__question${flagged ? ' quiz__question--flagged' : ''}`}
              >
                <label htmlFor={`${id}-answer`} className="quiz__legend">
                  <span className="quiz__number">
                    {t('practice.number', { number: index + 1 })}
                  </span>{' '}
                  <span className="quiz__text">{assignment.assignment_text}</span>
                </label>
                <textarea
                  id={`${id}-answer`}
                  className="field__input quiz__answer"
                  rows={3}
                  placeholder={t('practice.placeholder')}
                  value={practice[assignment.id] ?? ''}
                  disabled={busy}
                  aria-invalid={flagged || undefined}
                  aria-describedby={flagged ? `${id}-error` : undefined}
                  onChange={(event) =>
                    send({
                      type: 'practice.input',
                      assignmentId: assignment.id,
                      text: event.target.value,
                    })
                  }
                />
                {flagged ? (
                  <p id={`${id}-error`} className="field__error">
                    {t('unansweredAssignment')}
                  </p>
                ) : null}
              </div>
            );
          })}
        </section>
      ) : null}
      {errorKey ? <FormAlert tone="error" messageKey={errorKey} /> : null}
      <div className="quiz__actions">
        <SubmitButton busy={busy}>{t('send')}</SubmitButton>
        {backToCourse}
      </div>
      <Dialog.Root
        open={incomplete}
        onOpenChange={(open) => {
          if (!open) send({ type: 'dialog.close' });
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="quiz__overlay" />
          <Dialog.Content
            className="quiz__dialog"
            onCloseAutoFocus={(event) => {
              // Back to the question to answer, not to the submit button.
              event.preventDefault();
              focusItem(focusTarget.current ?? unanswered[0] ?? '');
              focusTarget.current = null;
            }}
          >
            <Dialog.Title className="quiz__dialog-title">{t('incomplete.title')}</Dialog.Title>
            <Dialog.Description>
              {t('incomplete.text', { count: unanswered.length })}
            </Dialog.Description>
            <ul className="quiz__gaps">
              {unanswered.map((id) => (
                <li key={id}>
                  <Dialog.Close
                    className="button button--link"
                    onClick={() => {
                      focusTarget.current = id;
                    }}
                  >
                    {labelOf(id)}
                  </Dialog.Close>
                </li>
              ))}
            </ul>
            <Dialog.Close className="button button--primary">{t('incomplete.ok')}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}

function QuizResultView({
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
