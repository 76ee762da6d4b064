import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { useCurrentUser } from '@/entities/session/session-context';
import { parseIdParam } from '@/lib/routes';
import { QuizFlow } from './quiz-flow';
import './quizzes.css';

/** `/learner/quiz/:courseId`: a bought course's quiz. */
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
