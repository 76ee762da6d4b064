import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ButtonLink } from '@/components/ui/action-button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import { unreachableScreen } from '@/components/ui/unreachable-screen';
import { CertificateDownload } from '@/entities/quizzes/certificate-download';
import { quizView } from '@/machines/quiz/quiz.view';
import { formatMoment } from '@/lib/format/dates';
import { href } from '@/lib/routes';
import { CooldownState, Countdown } from './quiz-clock';
import { QuizForm } from './quiz-form';
import { QuizResultView } from './quiz-result';
import { useQuizMachine } from './use-quiz-machine';

/** One course's quiz: which part shows is the quiz machine's view of its state. */
export function QuizFlow({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation('quizzes');
  const language = useLanguage();
  const [snapshot, send] = useQuizMachine(courseId, userId);
  const { context } = snapshot;
  const view = quizView(snapshot);
  const backToCourse = (
    <ButtonLink look="ghost" to={href('singleCourse', { id: courseId })}>
      {t('backToCourse')}
    </ButtonLink>
  );
  const nextAttempt = (end: number | null) =>
    end ? (
      <>
        <p>{t('cooldown.opensAt', { when: formatMoment(new Date(end), language) })}</p>
        <Countdown end={end} />
      </>
    ) : null;
  const checkAgain = (
    <ActionButton look="secondary" onClick={() => send({ type: 'retry' })}>
      {t('cooldown.checkAgain')}
    </ActionButton>
  );

  switch (view.screen) {
    case 'loading':
      return (
        <p className="quiz__loading">
          <Spinner label={t('loading')} /> {t('loading')}
        </p>
      );
    case 'notPurchased':
      return (
        <QuizState title={t('notPurchased.title')}>
          <p>{t('server:quiz.not_purchased')}</p>
          {backToCourse}
        </QuizState>
      );
    case 'loadFailed':
      return (
        <section className="quiz__state">
          <FormAlert tone="error" messageKey={view.errorKey ?? 'quizzes:load.failed'} />
          <ActionButton onClick={() => send({ type: 'retry' })}>{t('tryAgain')}</ActionButton>
        </section>
      );
    case 'cooldown':
      return (
        <CooldownState end={view.nextAttemptAt} check={() => send({ type: 'retry' })}>
          <h2 id="quiz-state">{t('cooldown.title')}</h2>
          <p>{t('server:quiz.cooldown')}</p>
          {nextAttempt(view.nextAttemptAt)}
          {checkAgain}
          {backToCourse}
        </CooldownState>
      );
    case 'alreadyPassed':
      return (
        <QuizState title={t('alreadyPassed.title')}>
          <p>{t('alreadyPassed.text')}</p>
          {view.passedResultId ? (
            <CertificateDownload resultId={view.passedResultId} courseId={courseId} />
          ) : null}
          {backToCourse}
        </QuizState>
      );
    case 'empty':
      return (
        <section className="quiz__state">
          <p>{t('empty')}</p>
          {backToCourse}
        </section>
      );
    case 'result':
      return (
        <QuizResultView result={view.result} quiz={view.quiz} courseId={courseId}>
          {view.failed ? (
            <>
              {nextAttempt(view.nextAttemptAt)}
              {checkAgain}
            </>
          ) : null}
          {backToCourse}
        </QuizResultView>
      );
    case 'answering':
      return (
        <QuizForm
          quiz={view.quiz}
          answers={context.answers}
          practice={context.practice}
          busy={view.busy}
          incomplete={view.incomplete}
          unanswered={context.unanswered}
          errorKey={view.errorKey}
          send={send}
          backToCourse={backToCourse}
        />
      );
    default:
      return unreachableScreen('quiz', view);
  }
}

/** A state that stands instead of the quiz, named by its heading. */
function QuizState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="quiz__state" aria-labelledby="quiz-state">
      <h2 id="quiz-state">{title}</h2>
      {children}
    </section>
  );
}
