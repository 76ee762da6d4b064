// The routes of a bought course's quiz, its certificate and the certificate extensions
// (decisions 27, 28). What they do is in ./quiz-resolvers.ts, loaded on the first quiz call:
// scoring and the certificate's rules stay out of the browser mock's first download.
import { route, type Ctx } from '../lib/route';
import type { quizResolvers } from './quiz-resolvers';

const lazy = (operationId: keyof typeof quizResolvers) => async (ctx: Ctx) =>
  (await import('./quiz-resolvers')).quizResolvers[operationId](ctx);

export const quizHandlers = [
  route('get', '/api/courses/:courseId/quiz', 'getCourseQuiz', lazy('getCourseQuiz')),
  route('post', '/api/courses/:courseId/quiz/submit', 'submitCourseQuiz', lazy('submitCourseQuiz')),
  route(
    'get',
    '/api/certificate/:resultId/download',
    'downloadCertificate',
    lazy('downloadCertificate'),
  ),
  route('get', '/api/certificates', 'listCertificates', lazy('listCertificates')),
  route('get', '/api/certificates/:code', 'verifyCertificate', lazy('verifyCertificate')),
];
