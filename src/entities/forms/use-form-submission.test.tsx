// The form binding is typed by the form's values: field names are the values' keys and each
// field's value keeps its kind. The `@ts-expect-error` lines are checked by `npm run typecheck`:
// if a wrong name or a wrong kind of value ever compiled, the directive itself would be an error.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { SubmitOutcome } from '@/machines/form-submission/form-submission.machine';
import { useFormSubmission, type BoundField, type FormSubmission } from './use-form-submission';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const submitEvent = { preventDefault: () => {} } as FormEvent;

type ProfileImage = { image: File | null; avatar: 'team-member-1.png' | '' };

function renderImageForm(submit: (values: ProfileImage) => Promise<SubmitOutcome<ProfileImage>>) {
  return renderHook(
    () =>
      useFormSubmission<ProfileImage>({
        input: { initialValues: { image: null, avatar: '' } },
        validate: ({ image }) => (image ? {} : { image: 'auth.image_required' }),
        submit,
      }),
    { wrapper },
  );
}

describe('the typed form binding', () => {
  it('types values, field names and field values by the form', () => {
    const { result } = renderImageForm(() =>
      Promise.resolve({ kind: 'success', messageKey: 'ok' }),
    );
    const form = result.current;
    expectTypeOf(form).toEqualTypeOf<FormSubmission<ProfileImage>>();
    expectTypeOf(form.values.image).toEqualTypeOf<File | null>();
    expectTypeOf(form.field('image')).toEqualTypeOf<BoundField<File | null>>();
    expectTypeOf(form.field('avatar').value).toEqualTypeOf<'team-member-1.png' | ''>();
    expectTypeOf(form.errorOf).parameter(0).toEqualTypeOf<'image' | 'avatar'>();

    // @ts-expect-error: the form has no field `photo`.
    form.field('photo');
    // @ts-expect-error: nor can an error be asked of one.
    form.errorOf('photo');
    // @ts-expect-error: a file field takes a file, not text.
    form.setValue('image', 'me.png');
    // @ts-expect-error: a choice takes one of its options.
    form.field('avatar').onValueChange('team-member-9.png');
    expect(form.values).toEqual({ image: null, avatar: '' });
  });

  it('infers a text form from its initial values, as the text forms write it', () => {
    const { result } = renderHook(
      () =>
        useFormSubmission({
          input: { initialValues: { email: '' } },
          submit: ({ email }) => Promise.resolve({ kind: 'success', messageKey: email }),
        }),
      { wrapper },
    );
    expectTypeOf(result.current.values).toEqualTypeOf<{ email: string }>();
    expectTypeOf(result.current.field('email')).toEqualTypeOf<BoundField<string>>();
    // @ts-expect-error: a misspelt name does not compile.
    result.current.field('e-mail');
    const refusal: SubmitOutcome<{ email: string }> = {
      kind: 'fieldErrors',
      // @ts-expect-error: nor does an outcome naming a field the form lacks.
      fieldErrors: { mail: 'x' },
    };
    expect(refusal.kind).toBe('fieldErrors');
  });

  it('puts a refusal under its field and keeps the chosen file and choice', async () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const submit = vi.fn((_: ProfileImage) =>
      Promise.resolve<SubmitOutcome<ProfileImage>>({
        kind: 'fieldErrors',
        fieldErrors: { image: 'auth.image_invalid_format' },
      }),
    );
    const { result } = renderImageForm(submit);
    act(() => result.current.onSubmit(submitEvent));
    // The client rule refused first: nothing was sent.
    expect(result.current.errorOf('image')).toBe('auth.image_required');
    expect(submit).not.toHaveBeenCalled();

    act(() => {
      result.current.setValue('image', photo);
      result.current.field('avatar').onValueChange('team-member-1.png');
    });
    expect(result.current.errorOf('image')).toBeUndefined();
    act(() => result.current.onSubmit(submitEvent));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(submit).toHaveBeenCalledWith({ image: photo, avatar: 'team-member-1.png' });
    expect(result.current.field('image')).toMatchObject({
      value: photo,
      errorKey: 'auth.image_invalid_format',
    });
    expect(result.current.field('avatar')).toMatchObject({
      value: 'team-member-1.png',
      errorKey: undefined,
    });
  });

  it('checks a chosen value at once when asked to', () => {
    const { result } = renderImageForm(() =>
      Promise.resolve({ kind: 'success', messageKey: 'ok' }),
    );
    act(() => result.current.setValue('image', null, { check: true }));
    expect(result.current.errorOf('image')).toBe('auth.image_required');
  });
});
