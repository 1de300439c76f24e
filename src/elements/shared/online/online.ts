// Online play, the chunk a game element imports when it is given `server` (see session.ts).
import type { TableState } from '../../../engine/state.js';
import type { TableView } from '../../../engine/view.js';
import type { GameSettings } from '../settings.js';
import { onlineStyles } from './render.js';
import { type OnlineHost, OnlineSession } from './session.js';

export { OnlineSession, type OnlineHost, type Phase } from './session.js';
export { renderOnline } from './render.js';
export { roomLinkOf } from './join-link.js';

/** Online play for an element: its session, the panel's styles adopted by its shadow root. */
export function startOnline<S extends TableState, V extends TableView, T extends GameSettings>(
  host: OnlineHost<S, V, T>,
): OnlineSession<S, V, T> {
  const root = host.element.shadowRoot;
  const sheet = onlineStyles.styleSheet;
  if (root && sheet && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return new OnlineSession(host);
}
