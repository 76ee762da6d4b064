// Records → the shapes of the spec. One function per schema of api-spec/components.
import type { Db } from '../db/db';
import type {
  BlogRecord,
  CategoryRecord,
  CommentRecord,
  CourseDetailChoice,
  CourseDetailDataRecord,
  CourseRecord,
  NotificationRecord,
  UserRecord,
} from '../db/types';

const ROLE_IDS = { learner: 1, instructor: 2 } as const;

export function presentUser(user: UserRecord) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    image: user.image,
    phone_number: user.phone_number,
    notification_state: user.notification_state,
    roles: [{ id: ROLE_IDS[user.role], name: user.role }],
    email_verified_at: user.verified_at,
    created_at: user.created_at,
  };
}

export function presentUserSummary(user: UserRecord | undefined) {
  return {
    id: user?.id ?? 0,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    image: user?.image ?? null,
    roles: user ? [{ id: ROLE_IDS[user.role], name: user.role }] : [],
  };
}

export function presentCatalogueItem(item: CourseDetailDataRecord) {
  return {
    id: item.id,
    icon: item.icon,
    editable: item.editable,
    time: item.time,
    text_en: item.text.en,
    text_ru: item.text.ru,
    text_arm: item.text.arm,
  };
}

function presentChoice(db: Db, choice: CourseDetailChoice) {
  const item = db.state.courseDetailsData.find(
    (entry) => entry.id === choice.course_details_data_id,
  );
  return {
    id: choice.id,
    course_details_data_id: choice.course_details_data_id,
    time: choice.time,
    selected: true,
    detail: item
      ? presentCatalogueItem(item)
      : presentCatalogueItem({
          id: choice.course_details_data_id,
          icon: 'default.png',
          editable: 0,
          time: null,
          text: { en: '', ru: null, arm: null },
        }),
  };
}

export function presentComment(db: Db, comment: CommentRecord) {
  return {
    id: comment.id,
    comment_text: comment.comment_text,
    rating: comment.rating,
    created_at: comment.created_at,
    user: presentUserSummary(db.userById(comment.user_id)),
  };
}

/** A learner's review: a comment with its course (POST /api/course-reviews, `user_rating`). */
export function presentReview(db: Db, comment: CommentRecord) {
  return {
    id: comment.id,
    course_id: comment.course_id,
    rating: comment.rating,
    comment_text: comment.comment_text,
    created_at: comment.created_at,
    user: presentUserSummary(db.userById(comment.user_id)),
  };
}

/** Newest first. */
export function commentsOf(db: Db, courseId: number): CommentRecord[] {
  return db.state.comments
    .filter((comment) => comment.course_id === courseId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function averageOf(db: Db, courseId: number): number | null {
  const list = commentsOf(db, courseId);
  if (list.length === 0) return null;
  return (
    Math.round((list.reduce((sum, comment) => sum + comment.rating, 0) / list.length) * 10) / 10
  );
}

function perLanguage(course: CourseRecord) {
  return {
    title_en: course.title.en,
    title_ru: course.title.ru,
    title_arm: course.title.arm,
    description_en: course.description.en,
    description_ru: course.description.ru,
    description_arm: course.description.arm,
    price_en: course.price.en,
    price_ru: course.price.ru,
    price_arm: course.price.arm,
    currency_en: 'USD' as const,
    currency_ru: course.price.ru ? ('RUB' as const) : null,
    currency_arm: course.price.arm ? ('AMD' as const) : null,
  };
}

const presentFaq = (faq: CourseRecord['faqs'][number]) => ({
  id: faq.id,
  question_en: faq.question.en,
  answer_en: faq.answer.en,
  question_ru: faq.question.ru,
  answer_ru: faq.answer.ru,
  question_arm: faq.question.arm,
  answer_arm: faq.answer.arm,
});

const presentHighlight = (highlight: CourseRecord['highlights'][number]) => ({
  id: highlight.id,
  name_en: highlight.name.en,
  name_ru: highlight.name.ru,
  name_arm: highlight.name.arm,
});

export function presentCategory(category: CategoryRecord) {
  return {
    id: category.id,
    name_en: category.name.en,
    name_ru: category.name.ru,
    name_arm: category.name.arm,
  };
}

/** The course's category as the later backend nests it, or null. */
const categoryOf = (db: Db, course: CourseRecord) => {
  const category = db.state.categories.find((entry) => entry.id === course.category_id);
  return category ? presentCategory(category) : null;
};

export function presentCourseCard(db: Db, course: CourseRecord) {
  return {
    id: course.id,
    thumbnail: course.thumbnail,
    ...perLanguage(course),
    average_rating: averageOf(db, course.id) ?? 0,
    category: categoryOf(db, course),
  };
}

export function presentLearnerCourseCard(db: Db, course: CourseRecord) {
  return {
    id: course.id,
    thumbnail: course.thumbnail,
    ...perLanguage(course),
    user: presentUserSummary(db.userById(course.user_id)),
    comments_avg_rating: averageOf(db, course.id),
    comments_count: commentsOf(db, course.id).length,
    details_by_instructor: course.details.map((choice) => presentChoice(db, choice)),
  };
}

export function presentInstructorCourse(db: Db, course: CourseRecord) {
  return {
    id: course.id,
    status: course.status,
    thumbnail: course.thumbnail,
    video: course.video,
    ...perLanguage(course),
    highlights: course.highlights.map(presentHighlight),
    faqs: course.faqs.map(presentFaq),
    details_by_instructor: course.details.map((choice) => presentChoice(db, choice)),
    rejected_fields: course.rejected_fields.map((field) => ({
      id: field.id,
      field_name: field.field_name ?? null,
      error_message_en: field.message.en,
      error_message_ru: field.message.ru,
      error_message_arm: field.message.arm,
    })),
    views: course.views,
    comments: commentsOf(db, course.id).map((comment) => presentComment(db, comment)),
    created_at: course.created_at,
    category_id: course.category_id,
  };
}

/**
 * The public course page; `viewer` is the caller when signed in. A learner also gets
 * `user_rating`, their review of the course or null (decision 17).
 */
export function presentSingleCourse(db: Db, course: CourseRecord, viewer?: UserRecord) {
  const own =
    viewer?.role === 'learner'
      ? db.state.comments.find(
          (comment) => comment.course_id === course.id && comment.user_id === viewer.id,
        )
      : undefined;
  return {
    id: course.id,
    thumbnail: course.thumbnail,
    ...perLanguage(course),
    average_rating: averageOf(db, course.id) ?? 0,
    category: categoryOf(db, course),
    highlights: course.highlights.map(presentHighlight),
    faqs: course.faqs.map(presentFaq),
    comments: commentsOf(db, course.id).map((comment) => presentComment(db, comment)),
    details_by_instructor: course.details.map((choice) => presentChoice(db, choice)),
    user: presentUserSummary(db.userById(course.user_id)),
    ...(viewer?.role === 'learner' ? { user_rating: own ? presentReview(db, own) : null } : {}),
  };
}

export function presentBlog(blog: BlogRecord) {
  return {
    id: blog.id,
    image: blog.image,
    created_at: blog.created_at,
    title_en: blog.title.en,
    title_ru: blog.title.ru,
    title_arm: blog.title.arm,
    description_en: blog.description.en,
    description_ru: blog.description.ru,
    description_arm: blog.description.arm,
  };
}

export function presentNotification(notification: NotificationRecord) {
  return {
    id: notification.id,
    type: notification.type ?? 'App\\Notifications\\CourseStatusNotification',
    data: {
      message: notification.message,
      ...(notification.course_id !== undefined ? { course_id: notification.course_id } : {}),
      ...(notification.status !== undefined ? { status: notification.status } : {}),
    },
    created_at: notification.created_at,
    read_at: notification.read_at,
  };
}
