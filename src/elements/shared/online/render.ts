// The online panel above the table: "Play with friends", the join link to send, the seats and who is
// there, and what is happening to the connection, in words. Its styles are adopted by the element's
// shadow root when the panel first draws (a constructed sheet: no inline style for a page's CSP to refuse).
import { css, html, nothing, type TemplateResult } from 'lit';
import type { OnlineSession } from './session.js';

export const onlineStyles = css`
  .online {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 0.75em;
    margin: 0.5em 0;
    padding: 0.5em 0.75em;
    border-radius: var(--tech-radius, 8px);
    background: var(--tech-panel, light-dark(#fff, #1d2430));
    color: var(--tech-ink, inherit);
  }
  .online p {
    margin: 0;
  }
  .online .link {
    flex: 1 1 16em;
    min-inline-size: 0;
    font: inherit;
    font-size: 0.85em;
    padding: 0.3em 0.4em;
  }
  .online button {
    min-block-size: 24px;
  }
  .online .seats {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.75em;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9em;
  }
  .online .away {
    font-style: italic;
  }
  .online .asking {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    flex-basis: 100%;
  }
  .online .problem {
    flex-basis: 100%;
    font-weight: 700;
  }
`;

/** What the panel reads of a session, whatever its game. */
type Session = Pick<
  OnlineSession<never, never, never>,
  | 'phase'
  | 'problem'
  | 'problemCode'
  | 'code'
  | 'seat'
  | 'seats'
  | 'seen'
  | 'copied'
  | 'copyFailed'
  | 'asking'
  | 'link'
  | 'watchLink'
  | 'answer'
  | 'create'
  | 'join'
  | 'leave'
  | 'copy'
>;

/** The seats as a list: "You", "Player 2", with a person's presence or "bot". */
function renderSeats(session: Session): TemplateResult {
  return html`<ul class="seats" aria-label="Seats">
    ${session.seats.map((s, seat) => {
      const who = seat === session.seat ? 'You' : `Player ${seat + 1}`;
      const how =
        s.kind === 'bot'
          ? 'bot'
          : s.connected
            ? 'here'
            : session.seen[seat]
              ? 'away, the game waits up to 60 s'
              : 'not here yet';
      return html`<li class=${s.kind === 'person' && !s.connected ? 'away' : ''}>${who}: ${how}</li>`;
    })}
  </ul>`;
}

/** A link in a box, selected on focus: to copy by hand (while a seat waits, or when the clipboard refused it). */
const linkBox = (label: string, link: string | null) =>
  html`<input class="link" readonly aria-label=${label} .value=${link ?? ''}
    @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />`;

/** "Leave this online game?", asked when New game is pressed during one (leaving gives the seat to a bot). */
function renderAsking(session: Session): TemplateResult {
  return html`<div class="asking" role="group" aria-labelledby="online-leave-question">
    <span id="online-leave-question">Leave this online game? A bot takes your seat for the rest of it.</span>
    <button class="primary" @click=${() => session.answer(true)}>Leave the room</button>
    <button @click=${() => session.answer(false)}>Stay in the game</button>
  </div>`;
}

/** The panel of `session`. */
export function renderOnline(session: Session): TemplateResult {
  const problem = session.problem ? html`<p class="problem" role="alert">${session.problem}</p>` : nothing;
  const leave = (words: string) => html`<button @click=${() => session.leave()}>${words}</button>`;
  // The link in full while a seat waits for its person; once all are here, a button copies it.
  const waiting = session.seats.some((s) => s.kind === 'person' && !s.connected);
  let body: TemplateResult;
  switch (session.phase) {
    case 'idle':
      body = html`<button class="primary" @click=${() => session.create()}>Play with friends</button>
        <p>Makes a room on the game server and gives you a link to send.</p>`;
      break;
    case 'creating':
      body = html`<p role="status">Making a room on the game server…</p>`;
      break;
    case 'joining':
      body = html`<p role="status">Joining the room…</p>`;
      break;
    case 'playing':
    case 'reconnecting':
      body = html`${
        session.phase === 'reconnecting'
          ? html`<p class="problem" role="status">Connection lost: taking your seat back…</p>`
          : session.seat === null
            ? html`<p>You are watching this game.</p>`
            : waiting
              ? html`<p>Online game. Send this link to your friends:</p>`
              : html`<p>Online game.</p>`
      }
        ${waiting || session.copyFailed === 'join' ? linkBox('Join link', session.link) : nothing}
        <button @click=${() => session.copy('join')}>${session.copied === 'join' ? 'Join link copied' : 'Copy join link'}</button>
        ${session.copyFailed === 'watch' ? linkBox('Watch link', session.watchLink) : nothing}
        <button @click=${() => session.copy('watch')}>${session.copied === 'watch' ? 'Watch link copied' : 'Copy watch link'}</button>
        ${renderSeats(session)} ${problem} ${session.asking ? renderAsking(session) : leave('Leave the room')}`;
      break;
    default:
      body = html`${problem}
        ${
          session.problemCode === 'room/full' && session.code
            ? html`<button class="primary" @click=${() => session.join(session.code!, true)}>Watch the game</button>`
            : nothing
        }
        ${
          session.phase === 'lost' && session.code
            ? html`<button @click=${() => session.join(session.code!)}>Try again</button>`
            : nothing
        }
        ${leave('Play on this device')}`;
  }
  return html`<section class="online" part="online" aria-label="Online game">${body}</section>`;
}
