import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { pageItems } from './page-items';
import { Pagination } from './pagination';

beforeAll(() => setupI18n('en'));

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 5).map((item) => (item.kind === 'page' ? item.page : '…'))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    const shown = (current: number) =>
      pageItems(current, 20).map((item) => (item.kind === 'page' ? item.page : '…'));
    expect(shown(1)).toEqual([1, 2, '…', 20]);
    expect(shown(10)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(shown(20)).toEqual([1, '…', 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows nothing with a single page', () => {
    const { container } = render(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('marks the current page and asks for the page chosen', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} lastPage={3} onPageChange={onPageChange} label="Blog" />);
    expect(screen.getByRole('navigation', { name: 'Blog' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });
});
