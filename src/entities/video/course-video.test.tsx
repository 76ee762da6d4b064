import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { signIn } from '../../../mocks/testing/api-helpers';
import { createTestQueryClient, setupI18n } from '../../../tests/support/render-app';
import { CourseVideo } from './course-video';

const backend = setupMockBackend();

// jsdom's Blob has no stream(), which msw reads a blob answer of an XMLHttpRequest with.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  } as Blob['stream'];
}

/** The ready instructor's own course, and one of another instructor. */
const OWN_COURSE = 1;
const OTHER_INSTRUCTORS_COURSE = 2;

let requests: Request[] = [];
let createdUrls: string[] = [];
let revokedUrls: string[] = [];
let paused = true;

beforeEach(async () => {
  await setupI18n('en');
  requests = [];
  createdUrls = [];
  revokedUrls = [];
  paused = true;
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/stream-video/')) requests.push(request);
  });
  // jsdom has no object URLs and no media playback: record what the player asks for.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:academy/${createdUrls.length + 1}`;
    createdUrls.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revokedUrls.push(url);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  backend.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function renderPlayer(courseId = OWN_COURSE) {
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CourseVideo courseId={courseId} title="React Basics" poster="courses/course-1.png" />
    </QueryClientProvider>,
  );
  return { ...view, video: () => screen.getByLabelText('Video: React Basics') as HTMLVideoElement };
}

const playButton = () => screen.getByRole('button', { name: 'Play the video: React Basics' });

describe('course video', () => {
  it('downloads nothing until play is pressed, then plays the file from an object URL', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const user = userEvent.setup();
    const { video } = renderPlayer();
    expect(video()).not.toHaveAttribute('src');
    expect(video()).not.toHaveAttribute('controls');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);

    await user.click(playButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the video…');
    await waitFor(() => expect(video()).toHaveAttribute('src', 'blob:academy/1'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull(),
    );
    expect(video()).toHaveAttribute('controls');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer .+/);
    expect(request!.url).not.toContain(localStorage.getItem('token')!.split('|')[1]!);
    expect(new URL(request!.url).search).toBe('');
  });

  it('shows the play overlay while paused and toggles with Space and Enter on the video', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const user = userEvent.setup();
    const { video } = renderPlayer();
    await user.click(playButton());
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull(),
    );

    video().focus();
    await user.keyboard(' ');
    expect(
      await screen.findByRole('button', { name: 'Play the video: React Basics' }),
    ).toBeVisible();
    video().focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull(),
    );
    // Played again from the same download.
    expect(requests).toHaveLength(1);
  });

  it('shows one set of controls at a time: native while playing, the play overlay once ended', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const user = userEvent.setup();
    const { video } = renderPlayer();
    expect(video()).not.toHaveAttribute('controls');
    await user.click(playButton());
    await waitFor(() => expect(video()).toHaveAttribute('controls'));
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();

    paused = true;
    video().dispatchEvent(new Event('ended'));
    expect(
      await screen.findByRole('button', { name: 'Play the video: React Basics' }),
    ).toBeVisible();
    expect(video()).not.toHaveAttribute('controls');
  });

  it('revokes the object URL when it goes away', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const user = userEvent.setup();
    const { video, unmount } = renderPlayer();
    await user.click(playButton());
    await waitFor(() => expect(video()).toHaveAttribute('src', 'blob:academy/1'));
    unmount();
    expect(revokedUrls).toContain('blob:academy/1');
  });

  it('asks a visitor without a token to sign in and downloads nothing', async () => {
    renderPlayer();
    expect(screen.getByText('Sign in to watch this video.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('shows a translated error with Retry when the file cannot be had, and plays after Retry', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    backend.server.use(
      http.get('*/api/stream-video/:courseId', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { video } = renderPlayer();
    await user.click(playButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(video()).toHaveAttribute('src', 'blob:academy/1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another instructor’s video with the error state', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const user = userEvent.setup();
    renderPlayer(OTHER_INSTRUCTORS_COURSE);
    await user.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.');
  });
});
