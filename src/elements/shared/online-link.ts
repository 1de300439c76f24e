/**
 * A game element's link to online play: with `server` set, the online/ chunk is fetched (a page without
 * it never fetches it), a session is started on it, and a page opened at a join link (`#join=<room
 * code>` or `#watch=…`) joins that room as its first game. A change of `server` leaves the room of the
 * last one. The session itself (rooms, seats, the connection, its panel) lives in online/.
 */
import { html, type TemplateResult } from 'lit';
import type { TableState } from '../../engine/state.js';
import type { TableView } from '../../engine/view.js';
import type { OnlineHost, OnlineSession } from './online/session.js';
import type { GameSettings } from './settings.js';

/** Whether a URL fragment holds a room link (`#join=<room code>` or `#watch=…`; online/ reads the code). */
export const joinLink = (fragment: string) => /^#?(?:join|watch)=/.test(fragment);

/** What the link asks of the element beyond what a session needs. */
export interface OnlineLinkHost<S extends TableState, V extends TableView, T extends GameSettings>
  extends Omit<OnlineHost<S, V, T>, 'server'> {
  started(): boolean; // whether the element's first game has begun
  start(): void; // the first game is the room's: the element begins none of its own
}

export class OnlineLink<S extends TableState, V extends TableView, T extends GameSettings> {
  /** The online play of `server` (the online/ chunk, fetched when `server` is set), or why it failed to load. */
  private online: OnlineSession<S, V, T> | { failed: string } | null = null;
  private server = '';

  constructor(private readonly host: OnlineLinkHost<S, V, T>) {}

  /** The session, once its code has come. */
  get session(): OnlineSession<S, V, T> | null {
    return this.online && 'phase' in this.online ? this.online : null;
  }

  /** Whether the first game waits to join the room of a join link in the page's address. */
  joining(started: boolean): boolean {
    return !started && !!this.server && joinLink(globalThis.location?.hash ?? '');
  }

  /**
   * Follows a change of `server`: leaves the room of the last one (a game followed there gives way to
   * one of this device), then fetches online play for the new one and joins the room of a join link.
   */
  sync(server: string): void {
    const session = this.session;
    this.online = null;
    this.server = server;
    if (session) {
      const remote = this.host.controller.remote;
      session.close();
      if (remote) this.host.playHere();
    }
    if (!server) return;
    const { element } = this.host;
    import('./online/online.js').then(
      ({ startOnline, roomLinkOf }) => {
        if (this.server !== server) return;
        const started = startOnline<S, V, T>({ ...this.host, server });
        this.online = started;
        const link = roomLinkOf(globalThis.location?.hash ?? '');
        if (link !== null && !this.host.started()) {
          this.host.start();
          started.join(link.code, link.watch);
        }
        element.requestUpdate();
      },
      (error: unknown) => {
        this.online = { failed: error instanceof Error ? error.message : String(error) };
        element.requestUpdate();
      },
    );
  }

  /** The online panel (see online/render.ts), or what stands in for it while its code comes. */
  render(started: boolean): TemplateResult {
    const online = this.online;
    if (online && 'phase' in online) return online.render();
    const words = online
      ? `Online play could not be loaded (${online.failed}). Check the connection and reload the page.`
      : this.joining(started)
        ? 'Joining the room…'
        : 'Online play is loading…';
    return html`<section class="online" part="online" role="status">${words}</section>`;
  }
}
