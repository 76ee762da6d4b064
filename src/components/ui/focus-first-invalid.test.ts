import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function refusedForm() {
  document.body.innerHTML = `
    <form>
      <input name="name" aria-invalid="true" />
      <input name="email" aria-invalid="true" />
      <button type="submit">Send</button>
    </form>`;
  const form = document.querySelector('form')!;
  const [name, email] = [...form.querySelectorAll('input')];
  return { form, name: name!, email: email!, submit: form.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a refused submit', () => {
  it('lands on the first invalid field after the frame', async () => {
    const { form, name, submit } = refusedForm();
    submit.focus();
    focusFirstInvalid(form);
    await nextFrame();
    expect(document.activeElement).toBe(name);
  });

  it('stays where the user moved it before the frame, in a field already fixed', async () => {
    const { form, name, submit } = refusedForm();
    submit.focus();
    focusFirstInvalid(form);
    // A quick typist: into the name, whose first letter clears its error, before the frame.
    name.focus();
    name.removeAttribute('aria-invalid');
    await nextFrame();
    expect(document.activeElement).toBe(name);
  });
});
