import type { SnapshotFrom } from 'xstate';
import type { coursePlayerMachine } from './course-player.machine';

type Snapshot = SnapshotFrom<typeof coursePlayerMachine>;

/**
 * What the player shows, by state: the one place that reads the machine's states for a view.
 * `loading` is every wait for the video (its address, its download, a renewed address).
 */
export type CoursePlayerView = {
  screen: 'loading' | 'awaitingDownload' | 'ready' | 'refused' | 'failed';
};

export function coursePlayerView(snapshot: Snapshot): CoursePlayerView {
  if (
    snapshot.matches('resolving') ||
    snapshot.matches('downloading') ||
    snapshot.matches('renewing')
  )
    return { screen: 'loading' };
  if (snapshot.matches('awaitingDownload')) return { screen: 'awaitingDownload' };
  if (snapshot.matches('ready')) return { screen: 'ready' };
  if (snapshot.matches('refused')) return { screen: 'refused' };
  if (snapshot.matches('failed')) return { screen: 'failed' };
  throw new Error(`course player: no view for ${JSON.stringify(snapshot.value)}`);
}
