import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderApp, sessions, setupI18n } from '../../../tests/support/render-app';

const backend = setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});

async function openCheckout(url = '/learner/checkout') {
  const view = renderApp(url, { session: sessions.learner });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  const main = within(screen.getByRole('main'));
  return { ...view, main, user: userEvent.setup() };
}

/** The error text announced with the field labelled `label`. */
function errorOf(label: string | RegExp) {
  const field = within(screen.getByRole('main')).getByLabelText(label);
  const id = field.getAttribute('aria-describedby')?.split(' ').at(-1);
  const node = id ? document.getElementById(id) : null;
  return node?.classList.contains('field__error') ? node.textContent : undefined;
}

async function fillValidCard(
  main: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
) {
  await user.selectOptions(main.getByLabelText(/^Country/), 'armenia');
  await user.type(main.getByLabelText(/^Card number/), '4242424242424242');
  await user.type(main.getByLabelText(/^Expiry date/), '1239');
  await user.type(main.getByLabelText(/^CVC\/CVV/), '123');
  await user.type(main.getByLabelText(/^Name on card/), 'Ani Petrosyan');
}

describe('checkout', () => {
  it('marks itself as a sample and shows the sample course with the spec figures', async () => {
    const { main } = await openCheckout();
    expect(main.getByRole('note')).toHaveTextContent(
      'Sample checkout: no payment is taken and nothing you type is sent or stored.',
    );
    expect(main.getByText('Web development for beginners')).toBeInTheDocument();
    expect(main.getByText('Sample')).toBeInTheDocument();
    const summary = main.getByText('Original price').closest('dl')!;
    expect(summary).toHaveTextContent('Original price$89.99');
    expect(summary).toHaveTextContent('Discount (86%)−$77.00');
    expect(summary).toHaveTextContent('Total$85.00');
    expect(main.getByRole('option', { name: 'Select Country' })).toBeInTheDocument();
    expect(main.getAllByRole('option')).toHaveLength(11);
    expect(main.getByRole('checkbox', { name: /Securely save this card/ })).toBeChecked();
    expect(main.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
  });

  it("shows the course named by ?courseId= with its own price, read from the course's page", async () => {
    const course = backend.db().state.courses.find((entry) => entry.status === 'approved')!;
    const { main } = await openCheckout(`/learner/checkout?courseId=${course.id}`);
    expect(await main.findByRole('link', { name: course.title.en })).toHaveAttribute(
      'href',
      `/single-course/${course.id}`,
    );
    const total = Number(course.price.en).toLocaleString('en', {
      style: 'currency',
      currency: 'USD',
    });
    expect(main.getByText('Total').nextElementSibling).toHaveTextContent(total);
    expect(main.queryByText('Web development for beginners')).not.toBeInTheDocument();
  });

  it('says so when the course id names no course, and offers the catalogue', async () => {
    const { main } = await openCheckout('/learner/checkout?courseId=999999');
    expect(await main.findByText(/This course is not in the catalogue\./)).toBeVisible();
    expect(main.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  });

  it('ends a failed course load in a visible error with Retry', async () => {
    backend.server.use(
      http.get('*/api/single-course/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    const { main } = await openCheckout('/learner/checkout?courseId=1');
    expect(await main.findByRole('alert')).toHaveTextContent('The course could not be loaded.');
    expect(main.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for every field at its own place and focuses the first', async () => {
    const { main, user } = await openCheckout();
    await user.click(main.getByRole('button', { name: 'Pay' }));
    expect(errorOf(/^Country/)).toBe('Choose your billing country.');
    expect(errorOf(/^Card number/)).toBe('Enter the card number.');
    expect(errorOf(/^Expiry date/)).toBe('Enter the expiry date.');
    expect(errorOf(/^CVC\/CVV/)).toBe('Enter the security code.');
    expect(errorOf(/^Name on card/)).toBe('Enter the name on the card.');
    await waitFor(() => expect(main.getByLabelText(/^Country/)).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a bad card number, a past expiry, a short CVC and a bad name, keeping what was typed', async () => {
    const { main, user } = await openCheckout();
    await user.selectOptions(main.getByLabelText(/^Country/), 'japan');
    await user.type(main.getByLabelText(/^Card number/), '4242424242424241');
    await user.type(main.getByLabelText(/^Expiry date/), '0120');
    await user.type(main.getByLabelText(/^CVC\/CVV/), '12');
    await user.type(main.getByLabelText(/^Name on card/), 'Ani P. 2');
    await user.click(main.getByRole('button', { name: 'Pay' }));
    expect(errorOf(/^Country/)).toBeUndefined();
    expect(errorOf(/^Card number/)).toBe('This card number is not valid. Check the digits.');
    expect(errorOf(/^Expiry date/)).toBe('This card has expired.');
    expect(errorOf(/^CVC\/CVV/)).toBe('The security code is 3 digits.');
    expect(errorOf(/^Name on card/)).toMatch(/name/i);
    await waitFor(() => expect(main.getByLabelText(/^Card number/)).toHaveFocus());
    expect(main.getByLabelText(/^Country/)).toHaveValue('japan');
    expect(main.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4241');
    expect(main.getByLabelText(/^Expiry date/)).toHaveValue('01/20');
    expect(main.getByLabelText(/^CVC\/CVV/)).toHaveValue('12');
    expect(main.getByLabelText(/^Name on card/)).toHaveValue('Ani P. 2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('detects the brand as the number is typed and asks an American Express card for 4 digits', async () => {
    const { main, user } = await openCheckout();
    const number = main.getByLabelText(/^Card number/);
    await user.type(number, '5555');
    expect(main.getByText('Card detected: Mastercard')).toBeInTheDocument();
    expect(main.getByText('Mastercard', { selector: 'li' })).toHaveClass(
      'card-brands__item--active',
    );
    expect(main.getByText('Visa', { selector: 'li' })).not.toHaveClass('card-brands__item--active');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(main.getByText('Card detected: American Express')).toBeInTheDocument();
    await user.type(main.getByLabelText(/^CVC\/CVV/), '123');
    await user.click(main.getByRole('button', { name: 'Pay' }));
    expect(errorOf(/^CVC\/CVV/)).toBe('An American Express security code is 4 digits.');
  });

  it('answers a valid Pay with the demo confirmation, and the fields stay filled', async () => {
    const { main, user } = await openCheckout();
    await fillValidCard(main, user);
    await user.click(main.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo checkout' });
    expect(dialog).toHaveTextContent('This is a demo checkout: no payment was made.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(main.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
  });

  it('goes back to the cart on Cancel', async () => {
    const { main, user, router } = await openCheckout();
    await user.click(main.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learner/shopping-cart'));
  });

  it('speaks Russian and Armenian, amounts included', async () => {
    await setupI18n('ru');
    const { main, user } = await openCheckout_('/learner/checkout', 'Оформление заказа');
    expect(main.getByRole('option', { name: 'Выберите страну' })).toBeInTheDocument();
    expect(main.getByText('Итого').nextElementSibling?.textContent).toMatch(/85,00\s\$/);
    await user.click(main.getByRole('button', { name: 'Оплатить' }));
    expect(errorOf(/^Страна/)).toBe('Выберите страну плательщика.');
  });
});

async function openCheckout_(url: string, title: string) {
  renderApp(url, { session: sessions.learner });
  await screen.findByRole('heading', { level: 1, name: title });
  return { main: within(screen.getByRole('main')), user: userEvent.setup() };
}
