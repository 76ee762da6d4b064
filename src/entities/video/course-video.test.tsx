import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_LEARNING } from '../../../mocks/db/seed-learning';
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

/** The ready instructor's own course, and the ready learner's half-watched one (captions). */
const OWN_COURSE = 1;
const BOUGHT = SEEDED_LEARNING.halfWatchedCourseId;

let requests: Request[] = [];

beforeEach(async () => {
  await setupI18n('en');
  requests = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/stream-video/')) requests.push(request);
  });
  URL.createObjectURL = vi.fn(() => 'blob:academy/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});

afterEach(() => {
  backend.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function renderPlayer(courseId: number, resumeAt = 0) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CourseVideo courseId={courseId} title="The course" poster={null} resumeAt={resumeAt} />
    </QueryClientProvider>,
  );
  return () => screen.getByLabelText('Video: The course') as HTMLVideoElement;
}

const playButton = () => screen.findByRole('button', { name: 'Play the video: The course' });
const paths = () => requests.map((request) => new URL(request.url).pathname);

describe('course video', () => {
  it('puts the signed address on the video at once, downloads nothing itself, and never a token in an address', async () => {
    const token = await signIn('learner');
    localStorage.setItem('token', token);
    const video = renderPlayer(BOUGHT);
    await waitFor(() => expect(video().getAttribute('src')).toMatch(/\/signed\?/));
    expect(video()).toHaveAttribute('preload', 'none');
    expect(paths()).toEqual([`/api/stream-video/${BOUGHT}/url`]);
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(video().getAttribute('src')).not.toContain(token.split('|')[1]!);
    // The course has captions: one <track> per language, the interface's the default.
    const tracks = [...video().querySelectorAll('track')];
    expect(tracks.map((track) => track.getAttribute('srclang'))).toEqual(['en', 'ru', 'hy']);
    expect(tracks[0]).toHaveAttribute('default');
    expect(video()).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('announces where it resumes and starts there', async () => {
    localStorage.setItem('token', await signIn('learner'));
    // As in a browser, the element says it plays a moment after it was asked to.
    let played = false;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      setTimeout(() => {
        this.dispatchEvent(new Event('play'));
        played = true;
      });
      return Promise.resolve();
    });
    const video = renderPlayer(BOUGHT, 60);
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    await userEvent.setup().click(await playButton());
    await waitFor(() => expect(played).toBe(true));
    // The start of the video is no news: the place it resumes at stays said.
    expect(screen.getByRole('status')).toHaveTextContent('Resuming at 1:00');
    expect(video()).toHaveAttribute('controls');
  });

  it('renews an address that failed (expired) without a visible error', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    const video = renderPlayer(OWN_COURSE);
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    const first = video().getAttribute('src');
    backend.db().advanceClock(11 * 60_000);
    fireEvent.error(video());
    await waitFor(() => expect(video().getAttribute('src')).not.toBe(first));
    expect(paths().filter((path) => path.endsWith('/url'))).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to the header-authenticated download, on play, when the server has no signed addresses (404)', async () => {
    const token = await signIn('instructor');
    localStorage.setItem('token', token);
    backend.server.use(
      http.get('*/api/stream-video/:courseId/url', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const video = renderPlayer(OWN_COURSE);
    const play = await playButton();
    expect(paths()).toEqual([`/api/stream-video/${OWN_COURSE}/url`]);
    await userEvent.setup().click(play);
    await waitFor(() => expect(video()).toHaveAttribute('src', 'blob:academy/1'));
    const download = requests.at(-1)!;
    expect(new URL(download.url).pathname).toBe(`/api/stream-video/${OWN_COURSE}`);
    expect(new URL(download.url).search).toBe('');
    expect(download.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('says "Buy this course to watch it" when the server refuses (403)', async () => {
    localStorage.setItem('token', await signIn('learner'));
    renderPlayer(OWN_COURSE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Buy this course to watch it.');
  });

  it('shows a translated error with Retry when the address cannot be had, and plays after Retry', async () => {
    localStorage.setItem('token', await signIn('instructor'));
    backend.server.use(
      http.get('*/api/stream-video/:courseId/url', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const video = renderPlayer(OWN_COURSE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    expect(screen.queryByRole('alert')).toBeNull();
    // The pressed button went with the message: the video it was about has the focus.
    expect(video()).toHaveFocus();
  });

  it('hands the focus of the pressed Play to the video, so its keys work and Tab goes on from it', async () => {
    localStorage.setItem('token', await signIn('learner'));
    const video = renderPlayer(BOUGHT);
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    const user = userEvent.setup();
    (await playButton()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Play the video: The course' })).toBeNull(),
    );
    expect(video()).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('says each change of the player: pause with its place, play, a move, the sound, the end', async () => {
    localStorage.setItem('token', await signIn('learner'));
    const video = renderPlayer(BOUGHT);
    await waitFor(() => expect(video()).toHaveAttribute('src'));
    await userEvent.setup().click(await playButton());
    const said = () => screen.getByRole('status').textContent?.trim();
    Object.defineProperty(video(), 'duration', { configurable: true, value: 600 });
    Object.defineProperty(video(), 'currentTime', {
      configurable: true,
      writable: true,
      value: 75,
    });
    fireEvent.pause(video());
    expect(said()).toBe('Paused at 1:15 of 10:00');
    fireEvent.play(video());
    expect(said()).toBe('Playing');
    fireEvent.keyDown(video(), { key: 'ArrowRight' });
    expect(said()).toBe('1:20 of 10:00');
    fireEvent.keyDown(video(), { key: 'Home' });
    expect(said()).toBe('0:00 of 10:00');
    // jsdom keeps no sound state: the element says what a browser would.
    Object.defineProperty(video(), 'muted', { configurable: true, value: true });
    fireEvent.volumeChange(video());
    expect(said()).toBe('Sound off');
    Object.defineProperty(video(), 'muted', { configurable: true, value: false });
    fireEvent.volumeChange(video());
    expect(said()).toBe('Sound on');
    fireEvent.ended(video());
    expect(said()).toBe('The video has ended');
  });

  it('asks a visitor without a token to sign in', async () => {
    renderPlayer(OWN_COURSE);
    expect(await screen.findByText('Sign in to watch this video.')).toBeVisible();
  });
});
