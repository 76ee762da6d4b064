import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { LearnerQuiz } from '@/generated/model';
import type { useQuizMachine } from './use-quiz-machine';

export type QuizSend = ReturnType<typeof useQuizMachine>[1];

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

/** The questions and practice assignments, and the dialog naming what is still blank. */
export function QuizForm({
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
  // A question's choice to focus: its chosen option, else its first.
  const controlOf = (id: string): string => {
    const [kind, raw] = id.split(':');
    const question = quiz.questions.find((entry) => kind === 'q' && String(entry.id) === raw);
    if (!question) return itemId(id);
    const chosen = answers[question.id] ?? [];
    const option =
      question.options.find((entry) => chosen.includes(entry.id)) ?? question.options[0];
    return `quiz-option-${question.id}-${option?.id ?? ''}`;
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
          <Field
            key={question.id}
            id={itemId(`q:${question.id}`)}
            labelAs="legend"
            messagesFirst
            className={`field quiz__question${flagged ? ' quiz__question--flagged' : ''}`}
            labelClassName="quiz__legend"
            label={
              <>
                <span className="quiz__number">{t('questionNumber', { number: index + 1 })}</span>{' '}
                <span className="quiz__text">{question.question_text}</span>
              </>
            }
            hint={question.type === 'radio' ? t('hint.single') : t('hint.multiple')}
            errorKey={flagged ? 'quizzes:unansweredQuestion' : undefined}
          >
            {() =>
              question.options.map((option) => {
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
              })
            }
          </Field>
        );
      })}
      {quiz.practice_assignments.length > 0 ? (
        <section className="quiz__practice" aria-labelledby="quiz-practice">
          <h2 id="quiz-practice">{t('practice.title')}</h2>
          {quiz.practice_assignments.map((assignment, index) => {
            const flagged = unanswered.includes(`p:${assignment.id}`);
            return (
              <TextField
                key={assignment.id}
                id={itemId(`p:${assignment.id}`)}
                className={`field quiz__question${flagged ? ' quiz__question--flagged' : ''}`}
                labelClassName="quiz__legend"
                label={
                  <>
                    <span className="quiz__number">
                      {t('practice.number', { number: index + 1 })}
                    </span>{' '}
                    <span className="quiz__text">{assignment.assignment_text}</span>
                  </>
                }
                multiline
                rows={3}
                placeholder={t('practice.placeholder')}
                value={practice[assignment.id] ?? ''}
                disabled={busy}
                errorKey={flagged ? 'quizzes:unansweredAssignment' : undefined}
                onValueChange={(text) =>
                  send({ type: 'practice.input', assignmentId: assignment.id, text })
                }
              />
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
              // Back to the question the learner picked, else to the first one flagged, as
              // after any refused submit; not to the submit button.
              event.preventDefault();
              if (focusTarget.current)
                document.getElementById(controlOf(focusTarget.current))?.focus();
              else focusFirstInvalid(formRef.current);
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
