import { abandoned } from "../server/services/errors";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import type { ViewGate } from "./view-gate";

/**
 * Identical analytics views asked for while one of them still waits its turn are read once.
 *
 * A view read from the raw rows costs up to seconds at 10M page views, and the gate runs two at a
 * time. When several admins open the same view at once (the weekly report's link on a Monday
 * morning, a filtered link shared in a chat, one admin's two tabs), each used to be read on its own,
 * one after the other. Now a view that has not started yet is joined: every caller gets its answer.
 *
 * Only a view that has not started is joined: a view catches the store up and takes its time
 * window when it starts (analytics/read-dashboard.ts), so a caller joining it still sees every event
 * acknowledged before it asked. Once a view has started, an identical request starts another.
 *
 * The view runs in the gate under the caller who asked first; callers who join it add no work, so
 * they take no share of their own. Each caller's answer ends as soon as its own signal aborts; the
 * shared read stops (or leaves the gate's line) only once every caller waiting for it went away.
 */
export interface SharedViewGate {
  /**
   * Reads a view through the gate. With a `key`, joins an identical view not started yet. `read`
   * gets the signal it must stop on: the shared view's, not the caller's.
   */
  run<T>(
    caller: string | null,
    read: (signal: AbortSignal | undefined) => Promise<T>,
    signal?: AbortSignal,
    key?: string | null,
  ): Promise<T>;
  /** Views running and waiting in the gate, and the views now open to joiners (for tests and the logs). */
  load(): { running: number; waiting: number; joinable: number };
}

interface SharedView {
  answer: Promise<unknown>;
  /** Aborted once every caller waiting for the answer went away. */
  stop: AbortController;
  /** Callers still waiting for the answer. */
  members: number;
}

export function shareIdenticalViews(gate: ViewGate): SharedViewGate {
  /** Views that have not started, by key. */
  const joinable = new Map<string, SharedView>();
  const closeToJoiners = (key: string, stop: AbortController) => {
    if (joinable.get(key)?.stop === stop) joinable.delete(key);
  };

  function open(key: string, caller: string | null, read: (signal: AbortSignal) => Promise<unknown>): SharedView {
    const stop = new AbortController();
    let started = false;
    const answer = gate.run(
      caller,
      () => {
        started = true;
        closeToJoiners(key, stop);
        return read(stop.signal);
      },
      stop.signal,
    );
    const view: SharedView = { answer, stop, members: 0 };
    // A free gate starts the read at once (before `run` returns): such a view is never joinable.
    if (!started) joinable.set(key, view);
    // A view refused or failed is not joined any more; each member gets the failure itself.
    const close = () => closeToJoiners(key, stop);
    answer.then(close, close);
    return view;
  }

  /** The view's answer for one caller, who may leave before it comes. */
  function join(view: SharedView, signal: AbortSignal | undefined): Promise<unknown> {
    view.members++;
    return new Promise((resolve, reject) => {
      const leave = () => {
        reject(abandoned());
        view.members--;
        if (view.members === 0) view.stop.abort();
      };
      signal?.addEventListener("abort", leave, { once: true });
      const stayed = () => signal?.removeEventListener("abort", leave);
      view.answer.then(
        (value) => {
          stayed();
          resolve(value);
        },
        (error: unknown) => {
          stayed();
          reject(error);
        },
      );
    });
  }

  return {
    run<T>(
      caller: string | null,
      read: (signal: AbortSignal | undefined) => Promise<T>,
      signal?: AbortSignal,
      key?: string | null,
    ): Promise<T> {
      if (!key) return gate.run(caller, () => read(signal), signal);
      if (signal?.aborted) return Promise.reject(abandoned());
      return join(joinable.get(key) ?? open(key, caller, read), signal) as Promise<T>;
    },
    load: () => ({ ...gate.load(), joinable: joinable.size }),
  };
}

/**
 * The key of a view: what it reads (`kind`) and what decides its answer (range, days, filters in
 * a fixed order), so the same view asked for by two browsers has the same key.
 */
export function viewKey(kind: string, input: DashboardInput): string {
  const filters = Object.entries(input.filters ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([kind, input.range, input.from ?? null, input.to ?? null, filters]);
}

/**
 * The key under which identical views share one read: none for a view asked for at a given moment
 * (the weekly report, tests), whose window is not the read's own.
 */
export const sharedKey = (kind: string, input: DashboardInput, now: Date | undefined) =>
  now ? null : viewKey(kind, input);
