// The header's count follows the list calls in the order they were sent, not answered: two
// hearts pressed quickly are two calls at once, and the later-sent one's count includes both.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { wishlistToggleMachine } from '@/machines/course-toggle/wishlist-toggle.machine';
import type { ListChangeAnswer } from '@/machines/course-toggle/course-toggle';
import { setupI18n } from '../../../tests/support/render-app';
import { useCourseToggle, type CourseToggleBinding } from './use-course-toggle';

beforeAll(async () => {
  await setupI18n('en');
});

const countKey = ['test-list', 'count'];

/** A list whose add calls wait until the test answers them, each with the count it chooses. */
function heldList() {
  const held = new Map<number, (answer: ListChangeAnswer) => void>();
  const binding: CourseToggleBinding<Set<number>, string[]> = {
    machine: wishlistToggleMachine,
    idsQuery: { queryKey: ['test-list', 'ids'], queryFn: () => new Set<number>() },
    withMembership: (ids, id, member) => {
      const next = new Set(ids);
      if (member) next.add(id);
      else next.delete(id);
      return next;
    },
    countKey,
    listKey: ['test-list', 'pages'],
    add: (courseId) => new Promise((resolve) => held.set(courseId, resolve)),
    remove: (courseId) => new Promise((resolve) => held.set(courseId, resolve)),
    failureKeys: {
      add: 'learnerLists.wishlistAddFailed',
      remove: 'learnerLists.wishlistRemoveFailed',
    },
  };
  const answer = (courseId: number, count: number) => held.get(courseId)!({ count });
  return { binding, held, answer };
}

function renderToggles(binding: CourseToggleBinding<Set<number>, string[]>, ids: number[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(countKey, 0);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ids.map((id) => useCourseToggle(binding, id)), { wrapper });
  return { queryClient, toggles: () => result.current };
}

/** Courses 1 and 2's hearts pressed in that order, both calls held. */
async function bothPressed() {
  const { binding, held, answer } = heldList();
  const { queryClient, toggles } = renderToggles(binding, [1, 2]);
  await waitFor(() => expect(toggles().every((toggle) => toggle.ready)).toBe(true));
  act(() => toggles()[0]!.toggle());
  act(() => toggles()[1]!.toggle());
  await waitFor(() => expect(held.size).toBe(2));
  return { queryClient, answer, toggles };
}

describe('a course toggle’s count', () => {
  it('keeps the count of the call sent last when an earlier one is answered after it', async () => {
    const { queryClient, answer, toggles } = await bothPressed();
    // The server took course 1, then course 2; course 2's answer (2) comes back first.
    await act(async () => answer(2, 2));
    await waitFor(() => expect(queryClient.getQueryData(countKey)).toBe(2));
    await act(async () => answer(1, 1));
    await waitFor(() => expect(toggles().every((toggle) => !toggle.busy)).toBe(true));

    expect(queryClient.getQueryData(countKey)).toBe(2);
  });

  it('takes each count when the answers come back in the order they were sent', async () => {
    const { queryClient, answer } = await bothPressed();
    await act(async () => answer(1, 1));
    await waitFor(() => expect(queryClient.getQueryData(countKey)).toBe(1));
    await act(async () => answer(2, 2));
    await waitFor(() => expect(queryClient.getQueryData(countKey)).toBe(2));
  });
});

/** A read of the server (the count, or the list) that waits until the test answers it. */
function heldRead<T>() {
  let answer!: (value: T) => void;
  const read = () => new Promise<T>((resolve) => (answer = resolve));
  return { read, answer: (value: T) => answer(value) };
}

describe('a course toggle and a read answered late', () => {
  // The server read the count (0) before it took the add; that read's answer comes back after the
  // add's (1). The count the add answered is the newer one: the late read must not replace it.
  it('keeps the count the change answered over a count read sent before it', async () => {
    const { binding, held, answer } = heldList();
    const { queryClient, toggles } = renderToggles(binding, [1]);
    await waitFor(() => expect(toggles()[0]!.ready).toBe(true));
    const countRead = heldRead<number>();
    void queryClient.fetchQuery({ queryKey: countKey, queryFn: countRead.read });

    act(() => toggles()[0]!.toggle());
    await waitFor(() => expect(held.size).toBe(1));
    await act(async () => answer(1, 1));
    await waitFor(() => expect(toggles()[0]!.busy).toBe(false));
    await act(async () => countRead.answer(0));

    expect(queryClient.getQueryData(countKey)).toBe(1);
    expect(queryClient.getQueryState(countKey)?.fetchStatus).toBe('idle');
  });

  // The same for the list: a read of it sent before the add, answered after, would empty the
  // heart the server just confirmed (and `sync` would show it so).
  it('keeps the membership the change answered over a list read sent before it', async () => {
    const { binding, held, answer } = heldList();
    const { queryClient, toggles } = renderToggles(binding, [1]);
    await waitFor(() => expect(toggles()[0]!.ready).toBe(true));
    const listRead = heldRead<Set<number>>();
    const idsKey = binding.idsQuery.queryKey;
    void queryClient.fetchQuery({ queryKey: idsKey, queryFn: listRead.read });

    act(() => toggles()[0]!.toggle());
    await waitFor(() => expect(held.size).toBe(1));
    await act(async () => answer(1, 1));
    await waitFor(() => expect(toggles()[0]!.busy).toBe(false));
    await act(async () => listRead.answer(new Set()));

    expect(queryClient.getQueryData<Set<number>>(idsKey)?.has(1)).toBe(true);
    expect(toggles()[0]!.shownIn).toBe(true);
  });
});
