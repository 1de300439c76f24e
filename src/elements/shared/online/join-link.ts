// The links of an online room: `#join=<room code>` takes a seat, `#watch=<room code>` watches, on the page
// that shows the game. Meaning travels as data: the code is checked against the server's own pattern, never
// guessed from text around it.
import { ROOM_CODE } from '../../../server/protocol.js';

/** The fragment that joins room `code`: `#join=<code>`. */
export const joinFragment = (code: string) => `#join=${code}`;

/** The room code of a page fragment (`#join=<code>`, among other `&`-separated fields), or null. */
export function joinCodeOf(hash: string): string | null {
  for (const field of hash.replace(/^#/, '').split('&')) {
    const [name, value] = field.split('=');
    if (name === 'join' && value !== undefined && ROOM_CODE.test(value)) return value;
  }
  return null;
}

/**
 * The room link a fragment opens with (`join=<code>` or `watch=<code>` as its first field), whatever the
 * code looks like (the session says in words when it is no room code), or null.
 */
export function roomLinkOf(fragment: string): { code: string; watch: boolean } | null {
  const found = /^#?(join|watch)=([^&]*)/.exec(fragment);
  return found ? { code: found[2], watch: found[1] === 'watch' } : null;
}

/** `fragment` with the room link `field=<code>` first (a reload opens it) and its other fields kept; null `field`: none. */
export function withRoomLink(fragment: string, field: 'join' | 'watch' | null, code = ''): string {
  const others = fragment
    .replace(/^#/, '')
    .split('&')
    .filter((f) => f !== '' && !/^(join|watch)=/.test(f));
  const fields = field ? [`${field}=${code}`, ...others] : others;
  return fields.length > 0 ? `#${fields.join('&')}` : '';
}
