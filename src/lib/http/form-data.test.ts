// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLaravelFormData } from './form-data';

const entries = (formData: FormData) =>
  [...formData.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `<file ${value.name}>`,
  ]);

describe('toLaravelFormData', () => {
  it('writes nested lists with Laravel bracket names', () => {
    const formData = toLaravelFormData({
      title_en: 'Modern JavaScript',
      faqs: [
        { question_en: 'Q1', answer_en: 'A1' },
        { question_en: 'Q2', answer_en: 'A2', question_ru: 'В2' },
      ],
      highlights: [{ name_en: 'Closures' }],
      details_by_instructor: [
        { course_details_data_id: 1, time: '02:30:00' },
        { course_details_data_id: 3 },
      ],
    });
    expect(entries(formData)).toEqual([
      ['title_en', 'Modern JavaScript'],
      ['faqs[0][question_en]', 'Q1'],
      ['faqs[0][answer_en]', 'A1'],
      ['faqs[1][question_en]', 'Q2'],
      ['faqs[1][answer_en]', 'A2'],
      ['faqs[1][question_ru]', 'В2'],
      ['highlights[0][name_en]', 'Closures'],
      ['details_by_instructor[0][course_details_data_id]', '1'],
      ['details_by_instructor[0][time]', '02:30:00'],
      ['details_by_instructor[1][course_details_data_id]', '3'],
    ]);
  });

  it('skips null and undefined but keeps empty strings and zero', () => {
    const formData = toLaravelFormData({
      title_ru: '',
      price_arm: null,
      video: undefined,
      notification_state: 0,
      faqs: [{ question_en: 'Q', answer_ru: null }],
    });
    expect(entries(formData)).toEqual([
      ['title_ru', ''],
      ['notification_state', '0'],
      ['faqs[0][question_en]', 'Q'],
    ]);
  });

  it('appends files with their names, and booleans as 1/0', () => {
    const video = new File(['bytes'], 'intro.mp4', { type: 'video/mp4' });
    const formData = toLaravelFormData({
      video,
      details: [{ selected: true }, { selected: false }],
    });
    const file = formData.get('video');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('intro.mp4');
    expect(formData.get('details[0][selected]')).toBe('1');
    expect(formData.get('details[1][selected]')).toBe('0');
  });

  it('writes nothing for an empty list', () => {
    expect(entries(toLaravelFormData({ faqs: [] }))).toEqual([]);
  });
});
