// What ends Lighthouse's simulated time to interactive (`npm run perf -- --explain-tti`).
// Lighthouse (Lantern) takes TTI as the end of the last main-thread task longer than 50 ms in its
// simulation of the slow phone (the observed task scaled, × 4 for script), never below the LCP,
// blended from an optimistic and a pessimistic graph (0.45 / 0.55). Which task that is, and which download it waited for, is not in
// the report: it is read here from the simulator's own record of its last runs.
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';

/** Lantern counts a task as long above this simulated duration. */
const longTaskMs = 50;

interface SimulatedTiming {
  startTime: number;
  endTime: number;
}

/** The parts of Lantern's graph nodes read here (its own types are not exported). */
interface GraphNode {
  type: 'cpu' | 'network';
  request?: { url: string };
  event?: { dur?: number };
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
  getDependencies(): GraphNode[];
}

const fileOf = (url: string) => url.split('/').pop() || url;

const nameOf = (node: GraphNode) => (node.type === 'cpu' ? 'a task' : fileOf(node.request!.url));

/** The longest few kinds of work inside a task, e.g. `v8.evaluateModule 20 ms`. */
function workInside(node: GraphNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const ms = (event.dur ?? 0) / 1000;
    if (ms < 1) continue;
    const url = event.args?.data?.url;
    const name = url ? `${event.name} ${fileOf(url)}` : event.name;
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(', ');
}

/** Before a run: what is read afterwards is then that run's, or nothing if it made none. */
export function forgetLastSimulation(): void {
  Simulation.Simulator.allNodeTimings.clear();
}

/**
 * For the Lighthouse run that just ended: per graph, the long tasks that end last (simulated
 * start–end, the observed duration, what they did and what they waited for) and the download
 * that ends last. Lines of text, ready to print.
 */
export function explainLastInteractive(): string[] {
  const lines: string[] = [];
  for (const label of ['optimisticInteractive', 'pessimisticInteractive']) {
    const timings = Simulation.Simulator.allNodeTimings.get(label) as
      Map<GraphNode, SimulatedTiming> | undefined;
    if (!timings) continue;
    const entries = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
    const lastDownload = entries.filter(([node]) => node.type === 'network').at(-1);
    const longTasks = entries.filter(
      ([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime > longTaskMs,
    );
    lines.push(
      `  ${label}: last download ${lastDownload ? `${nameOf(lastDownload[0])} ends ${Math.round(lastDownload[1].endTime)} ms` : 'none'}`,
    );
    for (const [node, timing] of longTasks.slice(-3)) {
      const observed = ((node.event?.dur ?? 0) / 1000).toFixed(1);
      const waited = node
        .getDependencies()
        .filter((dependency) => dependency.type === 'network')
        .map(nameOf)
        .join(', ');
      lines.push(
        `    long task ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms (observed ${observed} ms): ${workInside(node) || 'no detail'}${waited ? `; after ${waited}` : ''}`,
      );
    }
  }
  return lines;
}
