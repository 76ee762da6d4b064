// The marketing blocks: testimonials (latest learner comments), FAQs, pricing, team, bootcamps.
import bootcamps from '../db/seed-data/bootcamps.json';
import { presentComment } from '../lib/present';
import { reply, route } from '../lib/route';

export const LATEST_COMMENTS_COUNT = 10;

export const marketingHandlers = [
  route('get', '/api/latest-learner-comments', 'listLatestLearnerComments', (ctx) => {
    const learners = new Set(
      ctx.db.state.users.filter((user) => user.role === 'learner').map((user) => user.id),
    );
    const list = ctx.db.state.comments
      .filter((comment) => learners.has(comment.user_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, LATEST_COMMENTS_COUNT);
    return reply(
      200,
      list.map((comment) => {
        const course = ctx.db.state.courses.find((entry) => entry.id === comment.course_id);
        const { id, rating, comment_text, user, created_at } = presentComment(ctx.db, comment);
        return {
          id,
          rating,
          comment_text,
          user,
          created_at,
          course: course ? { id: course.id, title_en: course.title.en } : null,
        };
      }),
    );
  }),

  // The later version's bootcamp block. Read-only content, so it is served from its
  // seed file rather than kept in the database (no DB_VERSION change).
  route('get', '/api/bootcamps', 'listBootcamps', () =>
    reply(
      200,
      bootcamps.map((bootcamp) => ({
        id: bootcamp.id,
        title_en: bootcamp.title.en,
        title_ru: bootcamp.title.ru,
        title_arm: bootcamp.title.arm,
        description_en: bootcamp.description.en,
        description_ru: bootcamp.description.ru,
        description_arm: bootcamp.description.arm,
        lists: bootcamp.lists.map((item, index) => ({
          id: index + 1,
          list_en: item.en,
          list_ru: item.ru,
          list_arm: item.arm,
        })),
      })),
    ),
  ),

  route('get', '/api/faqs', 'listFaqs', (ctx) =>
    reply(
      200,
      ctx.db.state.faqs.map((faq) => ({
        id: faq.id,
        question_en: faq.question.en,
        question_ru: faq.question.ru,
        question_arm: faq.question.arm,
        answers: faq.answers.map((answer) => ({
          id: answer.id,
          answer_en: answer.answer.en,
          answer_ru: answer.answer.ru,
          answer_arm: answer.answer.arm,
        })),
      })),
    ),
  ),

  route('get', '/api/pricing', 'listPricingPackages', (ctx) =>
    reply(
      200,
      ctx.db.state.pricing.map((plan) => ({
        id: plan.id,
        title_en: plan.title.en,
        title_ru: plan.title.ru,
        title_arm: plan.title.arm,
        description_en: plan.description.en,
        description_ru: plan.description.ru,
        description_arm: plan.description.arm,
        price_en: plan.price.en,
        price_ru: plan.price.ru,
        price_arm: plan.price.arm,
        currency_en: 'USD',
        currency_ru: plan.price.ru ? 'RUB' : null,
        currency_arm: plan.price.arm ? 'AMD' : null,
        unit_en: plan.unit.en,
        unit_ru: plan.unit.ru,
        unit_arm: plan.unit.arm,
        features: plan.features.map((feature) => ({
          id: feature.id,
          feature_en: feature.feature.en,
          feature_ru: feature.feature.ru,
          feature_arm: feature.feature.arm,
        })),
      })),
    ),
  ),

  route('get', '/api/teams', 'listTeamMembers', (ctx) =>
    reply(
      200,
      ctx.db.state.team.map((member) => ({
        id: member.id,
        image: member.image,
        full_name_en: member.full_name.en,
        full_name_ru: member.full_name.ru,
        full_name_arm: member.full_name.arm,
        profession_en: member.profession.en,
        profession_ru: member.profession.ru,
        profession_arm: member.profession.arm,
      })),
    ),
  ),
];
